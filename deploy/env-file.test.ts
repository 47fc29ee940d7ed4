// The example variables file is read three ways on a server: by systemd (the unit's
// EnvironmentFile), by deploy/env-file.sh (update.sh, the first administrador's command) and, out
// of habit, by a shell (`set -a; . file`). Each must give every variable the same value.
// systemd's reading comes from its own parser: the environment.d generator shares
// EnvironmentFile's (it also expands $NAME, which EnvironmentFile does not, so the example must
// have no $ for the two to agree).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const EXAMPLE = path.resolve('deploy/tienda.env.example');
const GENERATOR = '/usr/lib/systemd/user-environment-generators/30-systemd-environment-d-generator';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-env-'));

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** NAME=value pairs a command printed with `env -0`, less what a bare shell adds itself. */
function parseEnv0(text: string): Record<string, string> {
  const own = new Set(['PWD', 'SHLVL', '_', 'PATH']);
  return Object.fromEntries(
    text
      .split('\0')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])
      .filter(([name]) => !own.has(name)),
  );
}

// --norc and no stdin: bash reads ~/.bashrc when it thinks a remote shell started it.
const viaShell = (file: string) =>
  parseEnv0(
    execFileSync('/bin/bash', ['--norc', '--noprofile', '-c', 'set -a; . "$1"; env -0', 'bash', file], {
      env: {},
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
const viaEnvFile = (file: string) =>
  parseEnv0(execFileSync(path.resolve('deploy/env-file.sh'), [file, 'env', '-0'], { env: {}, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));

/** systemd's reading: its generator prints NAME=value lines, quoting values as a shell would. */
function viaSystemd(file: string): Record<string, string> {
  const config = path.join(work, 'config');
  fs.mkdirSync(path.join(config, 'environment.d'), { recursive: true });
  fs.copyFileSync(file, path.join(config, 'environment.d', '50-tienda.conf'));
  const printed = execFileSync(GENERATOR, [], { env: { XDG_CONFIG_HOME: config, HOME: work }, encoding: 'utf8' });
  // Undo the generator's quoting with the shell itself, then list what it set.
  const script = path.join(work, 'printed.sh');
  fs.writeFileSync(script, printed);
  // The generator also reads the machine's own environment.d folders: keep the file's names only.
  const names = new Set([...fs.readFileSync(file, 'utf8').matchAll(/^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=/gm)].map((m) => m[1]));
  return Object.fromEntries(Object.entries(viaShell(script)).filter(([name]) => names.has(name)));
}

describe('deploy/tienda.env.example', () => {
  it('reads the same for systemd, deploy/env-file.sh and a shell', () => {
    const text = fs.readFileSync(EXAMPLE, 'utf8');
    const active = text.split('\n').filter((line) => /^[A-Z_]+=/.test(line));
    expect(active.join('\n')).not.toContain('$');
    const systemd = viaSystemd(EXAMPLE);
    expect(systemd.MAIL_FROM).toBe('Tienda <ventas@example.com>');
    expect(systemd.SMTP_URL).toBe('smtps://usuario:clave@smtp.example.com:465');
    // Every active line of the example is a variable, and none is empty (systemd's generator
    // leaves out an empty one, where EnvironmentFile sets it empty: the same to the shop, not here).
    expect(Object.keys(systemd).sort()).toEqual(active.map((line) => line.slice(0, line.indexOf('='))).sort());
    expect(viaEnvFile(EXAMPLE)).toEqual(systemd);
    expect(viaShell(EXAMPLE)).toEqual(systemd);
  });

  it('reads what a shell cannot as systemd does, and names the line it cannot read', () => {
    const file = path.join(work, 'escrito-a-mano.env');
    fs.writeFileSync(file, ['# a mano', '  MAIL_FROM=Tienda <ventas@example.com>  ', 'CLAVE="a\\"b\\\\c"', 'RUTA=a\\ b', ''].join('\n'));
    expect(() => execFileSync('/bin/bash', ['-c', 'set -a; . "$1"', 'bash', file], { stdio: 'ignore' })).toThrow();
    const systemd = viaSystemd(file);
    expect(systemd).toEqual({ MAIL_FROM: 'Tienda <ventas@example.com>', CLAVE: 'a"b\\c', RUTA: 'a b' });
    expect(viaEnvFile(file)).toEqual(systemd);

    fs.writeFileSync(file, "PUBLIC_URL='https://tienda.example.com\nMAIL_TO=ventas@example.com\n");
    let message = '';
    try {
      execFileSync(path.resolve('deploy/env-file.sh'), [file, 'true'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      message = String((error as { stderr: string }).stderr);
    }
    expect(message).toContain('línea 1: comillas sin cerrar o texto después de las comillas en PUBLIC_URL.');
  });
});
