// Form rules (spec section 5), shared by the browser forms and the server.
import { z } from 'zod';

export const PHONE_HINT = "Código de área sin '0' y número sin '15'.";
export const CONTACT_NAME_MIN = 3;
export const CONTACT_MESSAGE_MIN = 10;

export const FORM_ERRORS = {
  contactName: 'El nombre debe tener al menos 3 caracteres.',
  email: 'Por favor, ingrese un correo electrónico válido.',
  contactMessage: 'El mensaje debe tener al menos 10 caracteres.',
  required: 'Complete este campo.',
  tooLong: (max: number) => `Use como máximo ${max} caracteres.`,
} as const;

// Upper bounds are not in the spec; they keep stored rows and e-mails sane.
const MAX_SHORT = 100;
const MAX_EMAIL = 254;
const MAX_PHONE = 40;
const MAX_MESSAGE = 5000;

const email = z
  .string()
  .trim()
  .max(MAX_EMAIL, FORM_ERRORS.tooLong(MAX_EMAIL))
  .pipe(z.email({ error: FORM_ERRORS.email }));

const requiredText = (max: number) =>
  z.string().trim().min(1, FORM_ERRORS.required).max(max, FORM_ERRORS.tooLong(max));

/** Contact form /contacto: name >= 3, valid e-mail, optional phone, message >= 10 (trimmed). */
export const contactSchema = z.object({
  name: z.string().trim().min(CONTACT_NAME_MIN, FORM_ERRORS.contactName).max(MAX_SHORT, FORM_ERRORS.tooLong(MAX_SHORT)),
  email,
  phone: z.string().trim().max(MAX_PHONE, FORM_ERRORS.tooLong(MAX_PHONE)).optional(),
  message: z.string().trim().min(CONTACT_MESSAGE_MIN, FORM_ERRORS.contactMessage).max(MAX_MESSAGE, FORM_ERRORS.tooLong(MAX_MESSAGE)),
});
export type ContactFormValues = z.infer<typeof contactSchema>;

/** Quote form /presupuesto: all five fields required, e-mail valid. */
export const budgetFormSchema = z.object({
  name: requiredText(MAX_SHORT),
  location: requiredText(MAX_SHORT),
  province: requiredText(MAX_SHORT),
  email,
  phone: requiredText(MAX_PHONE),
});
export type BudgetFormValues = z.infer<typeof budgetFormSchema>;
