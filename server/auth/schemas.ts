// Input rules of the staff area's auth forms, validated on the server with zod.
import { z } from 'zod';
import { cleanLine } from '#domain/clean-text';
import { STAFF_ROLES } from '../db/schema';
import { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '#domain/staff';

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email('Ingresá un correo electrónico válido.'));

export const passwordSchema = z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordShort).max(PASSWORD_MAX, AUTH_MESSAGES.passwordLong);

// A name goes into mails and the audit log: one line, no bidi controls.
export const nameSchema = z.string().overwrite(cleanLine).trim().min(2, 'Ingresá tu nombre.').max(80, 'El nombre es demasiado largo.');

export const roleSchema = z.enum(STAFF_ROLES);

export const signInSchema = z.object({
  email: emailSchema,
  // Not the new-password rule: an old account may predate it, and a wrong length is just a wrong password.
  password: z.string().min(1).max(PASSWORD_MAX),
});

export const signUpSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: nameSchema,
  invitation: z.string().regex(/^[A-Za-z0-9_-]{43}$/, AUTH_MESSAGES.invitationInvalid),
});

export const invitationSchema = z.object({
  email: emailSchema,
  role: roleSchema,
});

/** First zod message, for a one-line answer. */
export function firstMessage(error: z.ZodError, fallback: string): string {
  return error.issues[0]?.message || fallback;
}
