// Tests and benchmarks only: a throwaway certificate authority and a server certificate for
// loopback HTTPS servers (stand-ins for photo hosts, the HTTPS front). Made with Debian's openssl
// (.ci/run installs it), so Node's own certificate checks run as in production: a client trusts
// the authority through NODE_EXTRA_CA_CERTS or a `ca` option, never by turning checks off.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TestCertificate {
  /** PEM of the authority: what a client trusts. */
  ca: string;
  /** Its file, for NODE_EXTRA_CA_CERTS or a browser's trust list. */
  caFile: string;
  /** PEM of the server's key and certificate, for https.createServer. */
  key: string;
  cert: string;
  dir: string;
}

/** An authority and a certificate for the given names (DNS names or IP addresses), valid 2 days. */
export function makeTestCertificate(names: string[] = ['localhost', '127.0.0.1']): TestCertificate {
  const dir = mkdtempSync(path.join(tmpdir(), 'tienda-tls-'));
  const file = (name: string) => path.join(dir, name);
  const run = (args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  run(['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=Tienda test CA', '-keyout', file('ca.key'), '-out', file('ca.pem')]);
  run(['req', '-newkey', 'rsa:2048', '-nodes', '-subj', `/CN=${names[0]}`, '-keyout', file('server.key'), '-out', file('server.csr')]);
  const altNames = names.map((name) => (/^[\d.]+$|:/.test(name) ? `IP:${name}` : `DNS:${name}`)).join(',');
  writeFileSync(
    file('ext.cnf'),
    `subjectAltName=${altNames}\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n`,
  );
  run([
    'x509',
    '-req',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    file('ext.cnf'),
    '-out',
    file('server.pem'),
  ]);
  return {
    ca: readFileSync(file('ca.pem'), 'utf8'),
    caFile: file('ca.pem'),
    key: readFileSync(file('server.key'), 'utf8'),
    cert: readFileSync(file('server.pem'), 'utf8'),
    dir,
  };
}
