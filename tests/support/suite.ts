// The hooks the integration tests repeated in every describe block: a throwaway database opened
// before the block's tests and removed after them, and a live SMTP server on loopback. Each helper
// registers its hooks and returns a view of the object it opens: read it inside tests and hooks.
import { afterAll, beforeAll } from 'vitest';
import type { Engine } from '#server/db/client';
import { openTestDatabase, type TestDatabase } from '../setup/databases';
import { startSmtpServer, type TestSmtpServer } from '../setup/smtp';

/** Forwards every property to what `get` returns once the hook has opened it. */
function opened<T extends object, E extends object = object>(get: () => T | undefined, what: string, extra = {} as E): T & E {
  return new Proxy({} as T & E, {
    get(_, key) {
      if (key in extra) return Reflect.get(extra, key);
      const target = get();
      if (!target) throw new Error(`${what} se abre en beforeAll: usala dentro de los tests o de los hooks`);
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A fresh database of `engine` for the enclosing describe block; `after` runs before it is removed (e.g. to reset test deps). */
export function suiteDatabase(engine: Engine, after?: () => void): TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(async () => {
    after?.();
    await database?.cleanup();
  });
  return opened(() => database, 'La base de prueba');
}

/** A live SMTP server for the enclosing describe block, stopped after it; `startAgain` brings it back on its port after a test stopped it. */
export function suiteSmtpServer(options?: Parameters<typeof startSmtpServer>[0]): TestSmtpServer & { startAgain(): Promise<void> } {
  let server: TestSmtpServer | undefined;
  beforeAll(async () => {
    server = await startSmtpServer(options);
  });
  afterAll(async () => {
    await server?.stop();
  });
  async function startAgain() {
    const port = server?.port;
    // The port may take a moment to be free again: one retry.
    server = await startSmtpServer({ ...options, port }).catch(() => startSmtpServer({ ...options, port }));
  }
  return opened(() => server, 'El servidor SMTP de prueba', { startAgain });
}
