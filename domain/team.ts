// The sales team of the home page and /contacto (docs/product.md §3, §9: name, role Vendedor or
// Administrador, phone, chat number, image), as data the staff edit. Pure: no I/O.
import { z } from 'zod';

const TEAM_ROLE_KEYS = ['vendedor', 'administrador'] as const;
export type TeamRoleKey = (typeof TEAM_ROLE_KEYS)[number];
const TEAM_GENDER_KEYS = ['masculino', 'femenino'] as const;
export type TeamGenderKey = (typeof TEAM_GENDER_KEYS)[number];

/** The spec's role words ('Vendedor', 'Administrador') and their feminine forms. */
const ROLE_TEXT: Record<TeamRoleKey, Record<TeamGenderKey, string>> = {
  vendedor: { masculino: 'Vendedor', femenino: 'Vendedora' },
  administrador: { masculino: 'Administrador', femenino: 'Administradora' },
};

export function teamRoleText(role: TeamRoleKey, gender: TeamGenderKey): string {
  return ROLE_TEXT[role][gender];
}

/** The choices of the staff form: one per role and gender. */
export const TEAM_ROLE_CHOICES = TEAM_ROLE_KEYS.flatMap((role) =>
  TEAM_GENDER_KEYS.map((gender) => ({ value: `${role}:${gender}`, role, gender, label: ROLE_TEXT[role][gender] })),
);

/** At most this many people on the page (the spec shows three). */
export const TEAM_MAX = 12;

/** What a team card shows. */
export interface TeamMember {
  id: string;
  name: string;
  /** 'Vendedor', 'Vendedora', 'Administrador' or 'Administradora'. */
  role: string;
  /** As shown: '343 555-1201'. */
  phone: string;
  /** International digits for wa.me: '5493435551201'. */
  phoneRaw: string;
  /** A portrait (an https URL or a file under public/); null: the initials. */
  image: string | null;
}

export interface PublicTeam {
  members: TeamMember[];
  /** The sample people of development (SAMPLE_CONTENT): marked 'Datos de ejemplo' on the page. */
  sample: boolean;
}

/**
 * The sample team that ships with the repository (the 555 numbers are fictional). Shown only with
 * SAMPLE_CONTENT (development by default) while the staff have entered nobody, always marked.
 */
export const SAMPLE_TEAM: readonly TeamMember[] = [
  { id: 'ejemplo-1', name: 'Maximiliano Herrera', role: 'Vendedor', phone: '343 555-1201', phoneRaw: '5493435551201', image: '/equipo/1.webp' },
  { id: 'ejemplo-2', name: 'Florencia Ríos', role: 'Vendedor', phone: '343 555-1202', phoneRaw: '5493435551202', image: '/equipo/2.webp' },
  { id: 'ejemplo-3', name: 'Pablo Zapata', role: 'Administrador', phone: '343 555-1203', phoneRaw: '5493435551203', image: '/equipo/3.webp' },
];

/** '+54 9 343 400-0000'-like text when the staff left the shown phone empty: the digits as typed. */
export function phoneFromDigits(digits: string): string {
  return `+${digits}`;
}

const nameField = z
  .string('Escribí el nombre.')
  .transform((v) => v.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(2, 'El nombre debe tener al menos 2 caracteres.').max(60, 'El nombre puede tener como máximo 60 caracteres.'))
  // Names are shown in pages and links: no control or direction-override characters.
  .refine((v) => !/[\p{Cc}\p{Cf}]/u.test(v), 'El nombre tiene caracteres no permitidos.');

const whatsappField = z
  .string('Escribí el número de WhatsApp.')
  .transform((v) => v.replace(/[\s\-().+]/g, ''))
  .pipe(z.string().regex(/^\d{8,15}$/, 'El WhatsApp va en formato internacional, solo dígitos (por ejemplo 5493434000000).'));

const phoneField = z
  .string()
  .optional()
  .transform((v) => (v ?? '').replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .max(30, 'El teléfono visible puede tener como máximo 30 caracteres.')
      .regex(/^[\d\s+\-().]*$/, 'El teléfono visible solo lleva dígitos, espacios y + - ( ).'),
  );

const photoField = z
  .string()
  .optional()
  .transform((v) => (v ?? '').trim())
  .pipe(
    z
      .string()
      .max(500, 'La dirección de la foto puede tener como máximo 500 caracteres.')
      .refine((v) => {
        if (v === '') return true;
        try {
          const url = new URL(v);
          return url.protocol === 'https:' && !url.username && !url.password;
        } catch {
          return false;
        }
      }, 'La foto tiene que ser una dirección https:// de una imagen.'),
  )
  .transform((v) => (v === '' ? null : v));

const roleField = z.enum(TEAM_ROLE_CHOICES.map((c) => c.value) as [string, ...string[]], 'Elegí un rol de la lista.');

/** One person as the staff form sends it. */
export const teamMemberInputSchema = z
  .object({ name: nameField, rol: roleField, whatsapp: whatsappField, phone: phoneField, photoUrl: photoField })
  .transform(({ rol, ...rest }) => {
    const [role, gender] = rol.split(':') as [TeamRoleKey, TeamGenderKey];
    return { ...rest, role, gender };
  });
export type TeamMemberInput = z.output<typeof teamMemberInputSchema>;
