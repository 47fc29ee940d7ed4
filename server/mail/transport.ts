// How a mail leaves the shop: SMTP (nodemailer) when SMTP_URL is set, otherwise an RFC 822 .eml
// file under DATA_DIR/outbox, so a shop without a mail server still keeps every message.
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { getConfig, type Config } from '../config';
import type { MailAttachment } from '../db/schema';

/** One message as the outbox hands it over. */
export interface OutgoingMail {
  /** The outbox row id; it also makes the Message-ID, so a receiver can spot a duplicate. */
  id: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  createdAt?: Date;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  /** Resolves once the SMTP server accepted the message or the file is written; rejects otherwise. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

export interface MailTransportOptions {
  smtpUrl?: string;
  /** Folder for .eml files when there is no SMTP_URL. */
  outboxDir: string;
  /** Sender, 'ventas@…' or 'Nombre <ventas@…>'. */
  from: string;
}

/** `<id@domain>` with the sender's domain, stable across retries of one outbox row. */
export function messageIdFor(id: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'tienda.local';
  return `<${id}@${domain}>`;
}

function toMessage(mail: OutgoingMail, from: string) {
  return {
    from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    // Subjects are built without line breaks; this keeps a header injection impossible anyway.
    subject: mail.subject.replace(/[\r\n]+/g, ' '),
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, 'base64') })),
    messageId: messageIdFor(mail.id, from),
    date: mail.createdAt,
  };
}

export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl, options.from) : fileTransport(options.outboxDir, options.from);
}

function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // Short time-outs: a hanging server must not hold a visitor's request, nor outlive the
    // outbox lease (5 min) after which another process could claim the same mail.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transporter.sendMail(toMessage(mail, from));
      if (info.rejected.length > 0) throw new Error(`El servidor SMTP rechazó: ${info.rejected.join(', ')}`);
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

function fileTransport(dir: string, from: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'file',
    async send(mail) {
      const info = await composer.sendMail(toMessage(mail, from));
      await fs.mkdir(dir, { recursive: true });
      // Named by creation time and outbox id: sorted by date, and a retry overwrites, never duplicates.
      const stamp = (mail.createdAt ?? new Date()).toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${mail.id}.eml`);
      const temp = `${file}.tmp`;
      await fs.writeFile(temp, info.message as Buffer);
      await fs.rename(temp, file); // readers never see half a message
      return { messageId: info.messageId };
    },
    close: () => {},
  };
}

export function outboxDirFor(config: Config): string {
  return path.join(config.dataDir, 'outbox');
}

/** The start-up log line saying where mail goes. */
export function describeMailTransport(config: Config = getConfig()): string {
  if (config.SMTP_URL) {
    const url = new URL(config.SMTP_URL);
    return `Correo: SMTP ${url.protocol}//${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)} -> ${config.mailTo} (mail via SMTP)`;
  }
  return `Correo: SMTP_URL no está definido; los correos se guardan como archivos .eml en ${outboxDirFor(config)} (no SMTP_URL: mails are written as .eml files)`;
}

let shared: MailTransport | undefined;

/** The process's transport, from the configuration. */
export function getMailTransport(): MailTransport {
  if (!shared) {
    const config = getConfig();
    shared = createMailTransport({ smtpUrl: config.SMTP_URL, outboxDir: outboxDirFor(config), from: config.mailFrom });
  }
  return shared;
}
