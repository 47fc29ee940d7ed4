// What the shop can honestly say about its mail: without SMTP_URL a "sent" mail is only an .eml
// file in DATA_DIR/outbox, and nobody received it. The staff area, the sample-data banner and the
// readiness check all say so with these texts.
import type { Config } from '../config';
import type { DeliveryResult } from './outbox';
import { outboxDirFor } from './transport';

import { MAIL_STATUS_TEXTS } from '#domain/staff';

export { MAIL_STATUS_TEXTS };

/** True when mails really leave the shop (SMTP_URL set). */
export function mailServerConfigured(config: Pick<Config, 'SMTP_URL'>): boolean {
  return Boolean(config.SMTP_URL);
}

/** True when a delivery only wrote the mail to a file. */
export function savedAsFile(delivery: DeliveryResult | null | undefined): boolean {
  return delivery?.outcome === 'sent' && delivery.via === 'file';
}

/** The sample-data banner's line while mails are only written as files (empty with SMTP_URL). */
export function mailBannerValues(config: Config): { variable: string; what: string }[] {
  if (mailServerConfigured(config)) return [];
  return [{ variable: 'SMTP_URL', what: `no hay servidor de correo: los correos se guardan como archivos en ${outboxDirFor(config)} y no le llegan a nadie` }];
}

/**
 * For the readiness check: `ok` false without SMTP_URL (the shop still works, but neither the shop
 * nor its customers get any mail). Never includes the SMTP password.
 */
export function mailReadiness(config: Config): { ok: boolean; detail: string } {
  if (!mailServerConfigured(config)) return { ok: false, detail: `${MAIL_STATUS_TEXTS.savedAsFile} (SMTP_URL no está definido)` };
  const url = new URL(config.SMTP_URL!);
  return { ok: true, detail: `SMTP ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}` };
}
