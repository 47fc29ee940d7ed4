// Creates a staff account, typically the first administrador (everyone else joins through an
// invitation made in /admin/equipo):
//
//   npm run staff:create                                   asks for e-mail and password
//   npm run staff:create -- --email ana@example.com        asks only for the password
//   echo 'contraseña larga' | npm run staff:create -- --email ana@example.com   password from stdin
//   npm run staff:create -- --email ana@example.com --password '...' [--name Ana] [--role vendedor]
//   npm run staff:create -- --email ana@example.com --reset          new password for an account
//
// It uses the same database as the server (DATABASE_URL, or the embedded one under DATA_DIR).
// With the embedded database, stop the server first: PGlite allows one process per data folder,
// and the command refuses (server/db/lock.ts) while the server holds it.
// A password given with --password shows up in the shell history and the process list; prefer
// the prompt or stdin on a shared machine.
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { emailSchema, nameSchema, passwordSchema, roleSchema } from '../server/auth/schemas';
import { createStaffUser, findStaffByEmail, setStaffPassword, StaffUserExistsError } from '../server/auth/users';
import { ROLE_LABELS, SIGN_IN_PATH } from '../domain/staff';
import { getConfig } from '../server/config';
import { createDatabase, describeDatabase } from '../server/db/client';
import { DatabaseInUseError } from '../server/db/lock';

const HELP = `Uso: npm run staff:create -- [--email correo] [--password contraseña] [--name nombre] [--role administrador|vendedor] [--reset]
Sin --email ni --password los pregunta. --reset cambia la contraseña de una cuenta existente y cierra sus sesiones.`;

function ask(rl: readline.Interface, question: string): Promise<string> {
  return new Promise((resolve) => rl.question(question, resolve));
}

/** Reads a line without echoing it (a terminal), or the first line of piped input. */
async function askHidden(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
  let prompted = false;
  output._writeToOutput = (s: string) => {
    // Print the question once, then nothing of what is typed.
    if (!prompted) {
      output.output.write(s);
      prompted = true;
    } else if (s.includes('\n')) output.output.write('\n');
  };
  try {
    return await ask(rl, question);
  } finally {
    rl.close();
  }
}

async function readStdinLine(): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, terminal: false });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

/** A refusal explained to the person at the terminal (exit code 1, no stack trace). */
class CliError extends Error {}

function fail(message: string): never {
  throw new CliError(message);
}

function inUseMessage(error: DatabaseInUseError): string {
  return [
    `No se creó la cuenta: la base de datos embebida está abierta por otro proceso, normalmente el servidor de la tienda (pid ${error.pid}${error.holder ? `: ${error.holder}` : ''}).`,
    'Detené el servidor y volvé a ejecutar este comando, o, con el servidor andando, invitá a la persona desde /admin/equipo (Invitar).',
    `No account was created: the embedded database is open in another process, normally the running shop server (pid ${error.pid}).`,
    'Stop the server and run this command again, or invite the person from /admin/equipo while it runs.',
    `(Si ese proceso ya no es la tienda, borrá ${error.lockFile}.)`,
  ].join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'administrador' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(HELP);
    return;
  }

  let emailInput = values.email;
  if (!emailInput) {
    if (!process.stdin.isTTY) fail('Falta --email (la entrada no es una terminal para preguntarlo).');
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
    emailInput = await ask(rl, 'Correo electrónico: ');
    rl.close();
  }
  const email = emailSchema.safeParse(emailInput);
  if (!email.success) fail(`Correo inválido: ${email.error.issues[0]?.message}`);
  const role = roleSchema.safeParse(values.role);
  if (!role.success) fail('El rol debe ser administrador o vendedor.');
  const name = values.name === undefined ? undefined : nameSchema.safeParse(values.name);
  if (name && !name.success) fail(name.error.issues[0]?.message ?? 'Nombre inválido.');

  let passwordInput = values.password;
  if (passwordInput === undefined) {
    if (process.stdin.isTTY) {
      passwordInput = await askHidden('Contraseña (al menos 10 caracteres): ');
      const again = await askHidden('Repetí la contraseña: ');
      if (again !== passwordInput) fail('Las contraseñas no coinciden.');
    } else {
      passwordInput = await readStdinLine();
    }
  }
  const password = passwordSchema.safeParse(passwordInput);
  if (!password.success) fail(password.error.issues[0]?.message ?? 'Contraseña inválida.');

  const config = getConfig();
  console.log(describeDatabase(config));
  let db: Awaited<ReturnType<typeof createDatabase>>;
  try {
    db = await createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, poolMax: 1 });
  } catch (error) {
    // The running server holds the embedded database: writing beside it would be lost.
    if (error instanceof DatabaseInUseError) fail(inUseMessage(error));
    throw error;
  }
  try {
    if (values.reset) {
      const user = await findStaffByEmail(db, email.data);
      if (!user) fail(`No existe una cuenta con el correo ${email.data}.`);
      await setStaffPassword(db, user.id, password.data);
      console.log(`Contraseña cambiada para ${email.data}; sus sesiones abiertas se cerraron.`);
      return;
    }
    const user = await createStaffUser(db, { email: email.data, password: password.data, name: name?.data, role: role.data });
    console.log(`Cuenta creada: ${user.email} (${ROLE_LABELS[user.role]}). Ingresá en ${SIGN_IN_PATH}`);
  } catch (error) {
    if (error instanceof StaffUserExistsError) fail(`${error.message} Usá --reset para cambiarle la contraseña.`);
    throw error;
  } finally {
    // Always closed, also on a refusal: PGlite must shut down cleanly to keep its folder sound.
    await db.$close();
  }
}

main().catch((error) => {
  console.error(error instanceof CliError ? error.message : error);
  process.exit(1);
});
