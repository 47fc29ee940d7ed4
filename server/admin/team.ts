// The team page: accounts and open invitations; an administrador invites, revokes an invitation
// or removes someone's access.
import type { Executor } from '../db/client';
import type { StaffRole } from '../db/schema';
import { createInvitation, listOpenInvitations, revokeInvitation, type CreatedInvitation } from '../auth/invitations';
import { disableStaffUser, findStaffByEmail, listStaff, type StaffIdentity } from '../auth/users';
import { recordAudit } from './audit';

export interface TeamMemberView {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  createdAt: string;
  lastSignInAt: string | null;
  disabled: boolean;
}

export interface InvitationView {
  id: string;
  email: string;
  role: StaffRole;
  createdAt: string;
  expiresAt: string;
}

export async function teamView(db: Executor, now: Date): Promise<{ members: TeamMemberView[]; invitations: InvitationView[] }> {
  const [members, invitations] = await Promise.all([listStaff(db), listOpenInvitations(db, now)]);
  return {
    members: members.map((m) => ({
      id: m.id,
      email: m.email,
      name: m.name,
      role: m.role,
      createdAt: m.createdAt.toISOString(),
      lastSignInAt: m.lastSignInAt?.toISOString() ?? null,
      disabled: m.disabledAt !== null,
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      createdAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
    })),
  };
}

export type TeamOutcome<T = undefined> = { ok: true; message: string; value: T } | { ok: false; status: 404 | 409; message: string };

export async function inviteStaff(
  db: Executor,
  input: { email: string; role: StaffRole },
  actor: StaffIdentity,
  now: Date,
): Promise<TeamOutcome<CreatedInvitation>> {
  const existing = await findStaffByEmail(db, input.email);
  if (existing) return { ok: false, status: 409, message: 'Ya existe una cuenta con ese correo.' };
  return db.transaction(async (tx) => {
    const invitation = await createInvitation(tx, { ...input, createdBy: actor.id, now });
    await recordAudit(tx, actor, { entity: 'equipo', entityId: invitation.id, action: 'invitacion', detail: { email: input.email, rol: input.role }, now });
    return { ok: true as const, message: `Invitación creada para ${input.email}.`, value: invitation };
  });
}

export async function revokeStaffInvitation(db: Executor, id: string, actor: StaffIdentity, now: Date): Promise<TeamOutcome> {
  const done = await revokeInvitation(db, id, now);
  if (!done) return { ok: false, status: 404, message: 'La invitación ya no está abierta.' };
  await recordAudit(db, actor, { entity: 'equipo', entityId: id, action: 'invitacion-anulada', now });
  return { ok: true, message: 'Invitación anulada.', value: undefined };
}

export async function removeStaffAccess(db: Executor, userId: string, actor: StaffIdentity, now: Date): Promise<TeamOutcome> {
  if (userId === actor.id) return { ok: false, status: 409, message: 'No podés quitarte el acceso a vos mismo.' };
  const done = await disableStaffUser(db, userId, now);
  if (!done) return { ok: false, status: 404, message: 'La cuenta no existe o ya no tiene acceso.' };
  await recordAudit(db, actor, { entity: 'equipo', entityId: userId, action: 'acceso-quitado', now });
  return { ok: true, message: 'Acceso quitado: la cuenta ya no puede ingresar.', value: undefined };
}
