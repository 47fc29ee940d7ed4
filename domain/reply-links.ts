// Reply links for the staff: WhatsApp with a prefilled greeting, mailto with subject and body.
import { whatsappLink } from './messaging';
import { whatsappNumberOf } from './phone';

/**
 * A phone as typed in the forms ('0343 15 4123456', '+54 9 343 …', '343 4123456') in WhatsApp's
 * international form (549 + 10 digits for Argentina). Null when it cannot be told.
 */
export function whatsappNumberFromPhone(raw: string | null | undefined): string | null {
  return whatsappNumberOf(raw);
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
  return `¡Hola, ${firstName(name)}! Te escribimos de ${shopName} por el presupuesto que pediste el ${date}.`;
}

export function enquiryGreeting(name: string, shopName: string, date: string): string {
  return `¡Hola, ${firstName(name)}! Te escribimos de ${shopName} por la consulta que nos enviaste el ${date}.`;
}
