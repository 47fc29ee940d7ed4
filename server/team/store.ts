// The sales team as data: read for the public pages (cached in the process,
// refreshed at once when this process changes it, otherwise within TEAM_CACHE_MS: TeamCache), edited by the
// staff in /admin/equipo-de-ventas with every change in the audit log.
import { asc, count, eq, sql } from 'drizzle-orm';
import { phoneFromDigits, SAMPLE_TEAM, TEAM_MAX, teamRoleText, type PublicTeam, type TeamMember, type TeamMemberInput } from '#domain/team';
import type { StaffIdentity } from '../auth/users';
import { recordAudit } from '../admin/audit';
import type { Executor } from '../db/client';
import { teamMembers, type TeamMemberRow } from '../db/schema';
import { briefError } from '../brief-error';

/** Other processes (several server processes share PostgreSQL) see a change within this time. */
export const TEAM_CACHE_MS = 60_000;

function memberView(row: TeamMemberRow): TeamMember {
  return {
    id: row.id,
    name: row.name,
    role: teamRoleText(row.role, row.gender),
    phone: row.phone || phoneFromDigits(row.whatsapp),
    phoneRaw: row.whatsapp,
    image: row.photoUrl,
  };
}

export function listTeamRows(db: Executor): Promise<TeamMemberRow[]> {
  return db.select().from(teamMembers).orderBy(asc(teamMembers.position), asc(teamMembers.createdAt));
}

/**
 * The team the public pages read, cached in the process (one per process, in server/services.ts):
 * refreshed at once after a change made here, otherwise within TEAM_CACHE_MS.
 */
export class TeamCache {
  private team: TeamMember[] | null = null;
  private until = 0;
  private current = 0;
  private loading: Promise<TeamMember[]> | null = null;

  /** Bumped by every change in this process: part of the page cache's key (server/app.ts). */
  version(): number {
    return this.current;
  }

  /** A change was saved: the next read goes to the database. */
  changed(): void {
    this.current++;
    this.team = null;
    this.until = 0;
  }

  /**
   * The team the public pages show: the staff's people; with none (or the database unreachable)
   * the sample team when sample content is on, otherwise null (the section is hidden, never invented).
   */
  async publicTeam(db: () => Promise<Executor>, sampleContent: boolean, now = Date.now()): Promise<PublicTeam | null> {
    let members: TeamMember[] = [];
    if (this.team && now < this.until) {
      members = this.team;
    } else {
      try {
        const version = this.current;
        const opening = db();
        // On a new data folder the first open migrates the database (15-45 s on a busy machine):
        // the first pages must not wait for it. Until the first read is in, they show what they
        // would without people (the sample or nothing); the read then bumps the version, so pages
        // cached meanwhile are made again.
        const waitForIt = this.team !== null || (await isSettled(opening));
        this.loading ??= (async () => (await listTeamRows(await opening)).map(memberView))().finally(() => {
          this.loading = null;
        });
        if (!waitForIt) {
          const first = this.loading;
          first.then(
            (loaded) => {
              if (version !== this.current || this.team !== null) return;
              this.team = loaded;
              this.until = Date.now() + TEAM_CACHE_MS;
              this.current++;
            },
            () => undefined, // logged by the next read that waits for it
          );
          return sampleContent ? { members: [...SAMPLE_TEAM], sample: true } : null;
        }
        members = await this.loading;
        if (version === this.current) {
          this.team = members;
          this.until = now + TEAM_CACHE_MS;
        }
      } catch (error) {
        console.error('[equipo] no se pudo leer el equipo de ventas:', briefError(error));
      }
    }
    if (members.length > 0) return { members, sample: false };
    return sampleContent ? { members: [...SAMPLE_TEAM], sample: true } : null;
  }
}

/** Whether a promise has already settled (answered after the pending microtasks, never by a clock). */
function isSettled(promise: Promise<unknown>): Promise<boolean> {
  return Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => setImmediate(() => resolve(false))),
  ]);
}

export async function teamCount(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(teamMembers);
  return Number(row?.n ?? 0);
}

export type TeamChange = { ok: true; message: string } | { ok: false; status: 404 | 409; message: string };

const AUDIT = { entity: 'equipo' as const };

export async function addTeamMember(db: Executor, input: TeamMemberInput, actor: StaffIdentity, now: Date, cache: TeamCache): Promise<TeamChange> {
  const outcome = await db.transaction(async (tx): Promise<TeamChange> => {
    // Serialises concurrent additions, so the limit holds.
    await tx.execute(sql`lock table ${teamMembers} in share row exclusive mode`);
    const [{ n, last }] = await tx.select({ n: count(), last: sql<number>`coalesce(max(${teamMembers.position}), -1)::int` }).from(teamMembers);
    if (Number(n) >= TEAM_MAX) return { ok: false, status: 409, message: `El equipo puede tener como máximo ${TEAM_MAX} personas.` };
    const [row] = await tx
      .insert(teamMembers)
      .values({ ...input, position: Number(last) + 1, createdAt: now, updatedAt: now })
      .returning({ id: teamMembers.id });
    await recordAudit(tx, actor, { ...AUDIT, entityId: row!.id, action: 'equipo-ventas-alta', detail: { nombre: input.name }, now });
    return { ok: true, message: `${input.name} se agregó al equipo de ventas.` };
  });
  if (outcome.ok) cache.changed();
  return outcome;
}

export async function updateTeamMember(
  db: Executor,
  id: string,
  input: TeamMemberInput,
  actor: StaffIdentity,
  now: Date,
  cache: TeamCache,
): Promise<TeamChange> {
  const outcome = await db.transaction(async (tx): Promise<TeamChange> => {
    const [row] = await tx
      .update(teamMembers)
      .set({ ...input, updatedAt: now })
      .where(eq(teamMembers.id, id))
      .returning({ id: teamMembers.id });
    if (!row) return { ok: false, status: 404, message: 'Esa persona ya no está en el equipo.' };
    await recordAudit(tx, actor, { ...AUDIT, entityId: id, action: 'equipo-ventas-cambio', detail: { nombre: input.name }, now });
    return { ok: true, message: 'Los datos quedaron guardados.' };
  });
  if (outcome.ok) cache.changed();
  return outcome;
}

export async function removeTeamMember(db: Executor, id: string, actor: StaffIdentity, now: Date, cache: TeamCache): Promise<TeamChange> {
  const outcome = await db.transaction(async (tx): Promise<TeamChange> => {
    const [row] = await tx.delete(teamMembers).where(eq(teamMembers.id, id)).returning({ name: teamMembers.name });
    if (!row) return { ok: false, status: 404, message: 'Esa persona ya no está en el equipo.' };
    await recordAudit(tx, actor, { ...AUDIT, entityId: id, action: 'equipo-ventas-baja', detail: { nombre: row.name }, now });
    return { ok: true, message: `${row.name} ya no aparece en la página.` };
  });
  if (outcome.ok) cache.changed();
  return outcome;
}

/** Moves one person a place up or down (swapping with the neighbour). */
export async function moveTeamMember(
  db: Executor,
  id: string,
  direction: 'subir' | 'bajar',
  actor: StaffIdentity,
  now: Date,
  cache: TeamCache,
): Promise<TeamChange> {
  const outcome = await db.transaction(async (tx): Promise<TeamChange> => {
    await tx.execute(sql`lock table ${teamMembers} in share row exclusive mode`);
    const rows = await listTeamRows(tx);
    const index = rows.findIndex((r) => r.id === id);
    if (index < 0) return { ok: false, status: 404, message: 'Esa persona ya no está en el equipo.' };
    const other = direction === 'subir' ? index - 1 : index + 1;
    if (other < 0 || other >= rows.length) return { ok: true, message: 'Ya está en ese lugar.' };
    const order = rows.map((r) => r.id);
    [order[index], order[other]] = [order[other]!, order[index]!];
    for (const [position, rowId] of order.entries()) {
      await tx.update(teamMembers).set({ position }).where(eq(teamMembers.id, rowId));
    }
    await recordAudit(tx, actor, { ...AUDIT, entityId: id, action: 'equipo-ventas-orden', detail: { a: other + 1 }, now });
    return { ok: true, message: 'El orden cambió.' };
  });
  if (outcome.ok) cache.changed();
  return outcome;
}
