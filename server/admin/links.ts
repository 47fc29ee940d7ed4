// Reply links for the staff: WhatsApp with a prefilled greeting, mailto with subject and body.
import { whatsappLink } from '../../domain/messaging';

/**
 * An Argentine phone as typed in the forms (area code without 0, number without 15, as the form
 * hint asks) in WhatsApp's international form 549 + 10 digits. Null when it cannot be told.
 */
export function whatsappNumberFromPhone(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith('549') && digits.length === 13) return digits;
  if (digits.startsWith('54') && digits.length === 12) return `549${digits.slice(2)}`;
  if (digits.startsWith('0')) digits = digits.slice(1);
  return digits.length === 10 ? `549${digits}` : null;
}

export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

export function whatsappReply(phone: string | null | undefined, greeting: string): string | null {
  const number = whatsappNumberFromPhone(phone);
  return number ? whatsappLink(number, greeting) : null;
}

/** mailto: link, or null for an address that would not make a safe link. */
export function mailtoLink(email: string, subject: string, body: string): string | null {
  if (!/^[^\s<>"?&#%:/\\]+@[^\s<>"?&#%:/\\]+$/.test(email)) return null;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function quoteGreeting(name: string, shopName: string, date: string): string {
  return `Hola ${firstName(name)}! Te escribimos de ${shopName} por el presupuesto que pediste el ${date}.`;
}

export function enquiryGreeting(name: string, shopName: string, date: string): string {
  return `Hola ${firstName(name)}! Te escribimos de ${shopName} por la consulta que nos enviaste el ${date}.`;
}
