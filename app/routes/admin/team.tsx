// /admin/equipo (administradores only): who has access, open invitations, invite someone, remove
// an invitation or someone's access.
import { Copy, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useFetcher, type FetcherWithComponents } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/team';
import { answerNetworkFailure, skipAfterNetworkFailure } from '../../lib/network-failure';
import { ROLE_LABELS } from '#domain/staff';
import { requireStaffAction, requireStaffPage } from '#server/auth/guard';
import { invitationSchema } from '#server/auth/schemas';
import { formResult } from '#server/admin/http';
import { fieldError, firstIssuePerField } from '#domain/form-answer';
import { idSchema } from '#server/admin/schemas';
import { inviteStaff, removeStaffAccess, revokeStaffInvitation, teamView } from '#server/admin/team';
import { useAuth } from '../../auth/auth-context';
import { CsrfField } from '../../auth/csrf-field';
import { formatDateTime } from '../../components/admin/format';
import { adminMeta } from '../../components/admin/meta';
import { buttonClass, Card, PageHeader } from '../../components/admin/ui';
import { formIs, useStaffForm, type StaffFormAnswer } from '../../hooks/use-staff-form';
import { FormAnswerNote } from '../../components/admin/form-answer-note';
import { Field, inputClass, SelectField } from '../../components/forms';
import { servicesContext } from '#server/context';
import { shopOrigin } from '#server/http/public-origin';

export const meta: Route.MetaFunction = () => adminMeta('Equipo');

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff, { role: 'administrador' });
  const deps = services.staff;
  return teamView(await deps.db(), deps.now());
}

const teamActionSchema = z.discriminatedUnion('intent', [
  invitationSchema.extend({ intent: z.literal('invitar') }),
  z.object({ intent: z.literal('anular'), id: idSchema }),
  z.object({ intent: z.literal('quitar'), id: idSchema }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff, input } = await requireStaffAction(request, services.staff, { role: 'administrador' });
  const parsed = teamActionSchema.safeParse(input);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Datos inválidos.';
    return formResult(input, { ok: false, message, fieldErrors: firstIssuePerField(parsed.error.issues) }, INVITE_FIELDS);
  }
  const deps = services.staff;
  const db = await deps.db();
  const now = deps.now();
  const body = parsed.data;
  if (body.intent === 'invitar') {
    const outcome = await inviteStaff(db, { email: body.email, role: body.role }, staff.user, now);
    // The one refusal is about the address (it already has an account).
    if (!outcome.ok) return formResult(input, { ...outcome, fieldErrors: { email: outcome.message } }, INVITE_FIELDS);
    const origin = shopOrigin(deps.publicUrl, request);
    return formResult(input, outcome, INVITE_FIELDS, { link: `${origin}${outcome.value.path}` });
  }
  const outcome = body.intent === 'anular' ? await revokeStaffInvitation(db, body.id, staff.user, now) : await removeStaffAccess(db, body.id, staff.user, now);
  return formResult(input, outcome);
}

const INVITE_FIELDS = ['email', 'role'] as const;

type InviteAnswer = StaffFormAnswer & { link?: string };

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { members, invitations } = loaderData;
  const manage = useFetcher<StaffFormAnswer>();
  const managed = useStaffForm(manage, { success: 'Listo', error: 'No se pudo' }, formIs(['anular', 'quitar']));
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title="Equipo" />
      <FormAnswerNote answer={managed.answer} show={managed.byDocument} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <MembersCard members={members} manage={manage} />
        <div className="grid grid-cols-1 content-start gap-4">
          <InviteCard />
          <InvitationsCard invitations={invitations} manage={manage} />
        </div>
      </div>
    </div>
  );
}

type TeamView = Route.ComponentProps['loaderData'];
type ManageFetcher = FetcherWithComponents<StaffFormAnswer>;

/** One intent on one person or invitation ('quitar', 'anular'), posted by the page's shared fetcher. */
function ManageForm({ manage, intent, id, confirm, children }: { manage: ManageFetcher; intent: string; id: string; confirm?: string; children: string }) {
  return (
    <manage.Form method="post" onSubmit={confirm ? (e) => !window.confirm(confirm) && e.preventDefault() : undefined}>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={buttonClass.danger}>
        {children}
      </button>
    </manage.Form>
  );
}

function MembersCard({ members, manage }: { members: TeamView['members']; manage: ManageFetcher }) {
  const { user } = useAuth();
  return (
    <Card title="Personas con acceso" id="personas">
      <ul className="divide-y divide-stone-100">
        {members.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div className="min-w-0">
              <p className="font-semibold text-stone-900">
                {m.name || m.email} {m.disabled ? <span className="ml-1 rounded bg-stone-200 px-1.5 text-xs text-stone-800">sin acceso</span> : null}
              </p>
              <p className="break-words text-sm text-stone-600">
                {m.email} · {ROLE_LABELS[m.role]} · último ingreso {formatDateTime(m.lastSignInAt)}
              </p>
            </div>
            {!m.disabled && m.id !== user?.id ? (
              <ManageForm manage={manage} intent="quitar" id={m.id} confirm={`¿Quitar el acceso a ${m.email}?`}>
                Quitar acceso
              </ManageForm>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function InviteCard() {
  const invite = useFetcher<InviteAnswer>();
  const invited = useStaffForm(invite, { success: 'Invitación creada' }, formIs('invitar'));
  const link = invited.answer?.ok ? invited.answer.link : undefined;
  const typed = invited.answer && !invited.answer.ok ? invited.answer.values : undefined;
  return (
    <Card title="Invitar" id="invitar">
      <invite.Form method="post" className="grid gap-3">
        <CsrfField />
        <input type="hidden" name="intent" value="invitar" />
        <Field
          id="invitar-email"
          name="email"
          label="Correo electrónico"
          type="email"
          required
          maxLength={254}
          defaultValue={typed?.email}
          error={fieldError(invited.answer, 'email')}
        />
        <SelectField id="invitar-rol" name="role" label="Rol" defaultValue={typed?.role ?? 'vendedor'}>
          <option value="vendedor">{ROLE_LABELS.vendedor}</option>
          <option value="administrador">{ROLE_LABELS.administrador}</option>
        </SelectField>
        <button type="submit" className={buttonClass.primary} disabled={invite.state !== 'idle'}>
          <UserPlus aria-hidden className="h-4 w-4" /> Crear invitación
        </button>
      </invite.Form>
      <FormAnswerNote answer={invited.answer} show={invited.byDocument && !link} testid="respuesta-invitar" />
      {link ? <InvitationLink link={link} /> : null}
    </Card>
  );
}

function InvitationsCard({ invitations, manage }: { invitations: TeamView['invitations']; manage: ManageFetcher }) {
  return (
    <Card title="Invitaciones abiertas" id="invitaciones">
      {invitations.length === 0 ? (
        <p className="text-sm text-stone-600">No hay invitaciones sin usar.</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {invitations.map((inv) => (
            <li key={inv.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0 text-sm">
                <p className="break-all font-semibold text-stone-900">{inv.email}</p>
                <p className="text-stone-600">
                  {ROLE_LABELS[inv.role]} · vence {formatDateTime(inv.expiresAt)}
                </p>
              </div>
              <ManageForm manage={manage} intent="anular" id={inv.id}>
                Anular
              </ManageForm>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function InvitationLink({ link }: { link: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="mt-4 rounded-lg bg-brand-50 p-3">
      <label htmlFor="enlace-invitacion" className="text-sm font-semibold text-stone-800">
        Enlace de la invitación (se muestra una sola vez; vence en 7 días)
      </label>
      <div className="mt-1 flex gap-2">
        <input id="enlace-invitacion" readOnly value={link} className={`${inputClass} text-xs`} onFocus={(e) => e.currentTarget.select()} />
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() =>
            navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          <Copy aria-hidden className="h-4 w-4" /> {copied ? 'Copiado' : 'Copiar'}
        </button>
      </div>
    </div>
  );
}

// A post that cannot reach the shop (no signal) is answered here, beside the form, instead of the error page.
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => answerNetworkFailure(request, serverAction);

// No reload of this page's data after a post that did not reach the shop (it would fail the same way).
export const shouldRevalidate = skipAfterNetworkFailure;
