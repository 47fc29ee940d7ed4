// What the answer tests share: the shop that answers, a mail transport that accepts and keeps
// nothing, and the text of an answer PDF's first page as a customer's reader shows it.
import type { MailTransport } from '#server/mail/transport';

export const ANSWER_SHOP = { name: 'Agro Industrial Paraná', email: 'ventas@tienda.test', whatsappNumber: '5493434000000', address: 'Paraná' };

export const noMail: MailTransport = { kind: 'file', send: async (mail) => ({ messageId: `<${mail.id}@test>` }), close: () => undefined };

/** The first page's text, with pdf.js's non-breaking spaces folded so a test can look for '$ 1.150'. */
export async function pdfjsText(pdf: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  return content.items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ')
    .replace(/\u00a0/g, ' ');
}
