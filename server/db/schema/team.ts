// The sales team shown on the home page and /contacto, edited by the staff in
// /admin/equipo-de-ventas. Empty: the section is hidden (sample people only in development).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const TEAM_ROLES = ['vendedor', 'administrador'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const TEAM_GENDERS = ['masculino', 'femenino'] as const;
export type TeamGender = (typeof TEAM_GENDERS)[number];

export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    role: text('role').$type<TeamRole>().notNull(),
    /** Grammatical gender of the role text: 'Vendedor' or 'Vendedora'. */
    gender: text('gender').$type<TeamGender>().notNull().default('masculino'),
    /** International digits for wa.me ('5493434000000'). */
    whatsapp: text('whatsapp').notNull(),
    /** The number as shown ('343 400-0000'); empty: shown from the WhatsApp digits. */
    phone: text('phone').notNull().default(''),
    /** An https image URL; null: initials. */
    photoUrl: text('photo_url'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('team_members_role_check', sql`${t.role} in ('vendedor', 'administrador')`),
    check('team_members_gender_check', sql`${t.gender} in ('masculino', 'femenino')`),
    check('team_members_whatsapp_check', sql`${t.whatsapp} ~ '^[0-9]{8,15}$'`),
  ],
);

export type TeamMemberRow = typeof teamMembers.$inferSelect;
