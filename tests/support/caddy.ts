// Debian's caddy on loopback in front of test shops, with the site block the deployment uses
// (deploy/tienda.caddy) imported as it is, its state kept under root so that nothing touches the
// machine's own Caddy or the user's home.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes root/Caddyfile (the admin API off, `globals` added to the global options) and starts caddy
 * on it with only `env` besides PATH and the home folders; everything caddy prints goes to onOutput.
 */
export function runCaddy(root: string, globals: string[], env: Record<string, string>, onOutput: (text: string) => void): ChildProcess {
  const config = path.join(root, 'Caddyfile');
  const options = ['admin off', ...globals, `storage file_system ${path.join(root, 'caddy')}`];
  fs.writeFileSync(config, `{\n${options.map((line) => `\t${line}\n`).join('')}}\n\nimport ${path.resolve('deploy/tienda.caddy')}\n`);
  const caddy = spawn('/usr/bin/caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: { PATH: process.env.PATH ?? '', HOME: root, XDG_DATA_HOME: root, XDG_CONFIG_HOME: root, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  caddy.stdout!.on('data', (d: Buffer) => onOutput(d.toString()));
  caddy.stderr!.on('data', (d: Buffer) => onOutput(d.toString()));
  return caddy;
}
