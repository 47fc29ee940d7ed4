// A real SMTP server on loopback (the smtp-server package) that keeps every message it receives.
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime';

interface ReceivedMail extends ParsedMail {
  raw: string;
  envelopeTo: string[];
}

export interface TestSmtpServer {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Resolves when at least `count` messages arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startSmtpServer(options: { port?: number; delayMs?: number } = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
        const done = () => {
          messages.push({ raw, envelopeTo, ...parseMail(raw) });
          callback();
        };
        if (options.delayMs) setTimeout(done, options.delayMs);
        else done();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`Se esperaban ${count} correos, llegaron ${messages.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
