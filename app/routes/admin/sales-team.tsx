// /admin/equipo-de-ventas (administradores): the people of the team section on the home page and
// /contacto, as cards: name, role in its grammatical gender, WhatsApp, phone as shown, photo.
// With nobody here the public section is hidden in production.
import { ArrowDown, ArrowUp, Trash2, UserPlus } from 'lucide-react';
import { useFetcher } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/sales-team';
import { answerNetworkFailure, skipAfterNetworkFailure } from '../../lib/network-failure';
import { TEAM_MAX, TEAM_ROLE_CHOICES, teamMemberInputSchema } from '#domain/team';
import { requireStaffAction, requireStaffPage } from '#server/auth/guard';
import { actionResult, formResult } from '#server/admin/http';
import { fieldError, firstIssuePerField } from '#domain/form-answer';
import { idSchema } from '#server/admin/schemas';
import { addTeamMember, listTeamRows, moveTeamMember, removeTeamMember, updateTeamMember } from '#server/team/store';
import { CsrfField } from '../../auth/csrf-field';
import { adminMeta } from '../../components/admin/meta';
import { buttonClass, Card, inputClass, PageHeader } from '../../components/admin/ui';
import { formIs, useStaffForm, type StaffFormAnswer } from '../../hooks/use-staff-form';
import { FormAnswerNote } from '../../components/admin/form-answer-note';
import { FieldError } from '../../components/forms';
import { servicesContext } from '#server/context';

export const meta: Route.MetaFunction = () => adminMeta('Equipo de ventas');

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff, { role: 'administrador' });
  const rows = await listTeamRows(await services.staff.db());
  return {
    members: rows.map((r) => ({ id: r.id, name: r.name, rol: `${r.role}:${r.gender}`, whatsapp: r.whatsapp, phone: r.phone, photoUrl: r.photoUrl ?? '' })),
  };
}

const actionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('agregar') }).passthrough(),
  z.object({ intent: z.literal('guardar'), id: idSchema }).passthrough(),
  z.object({ intent: z.literal('quitar'), id: idSchema }),
  z.object({ intent: z.enum(['subir', 'bajar']), id: idSchema }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff, input } = await requireStaffAction(request, services.staff, { role: 'administrador' });
  const parsed = actionSchema.safeParse(input);
  if (!parsed.success) return actionResult(false, 'Datos inválidos.');
  const deps = services.staff;
  const db = await deps.db();
  const now = deps.now();
  const body = parsed.data;
  if (body.intent === 'agregar' || body.intent === 'guardar') {
    const member = teamMemberInputSchema.safeParse(input);
    if (!member.success) {
      const message = member.error.issues[0]?.message ?? 'Datos inválidos.';
      return formResult(input, { ok: false, message, status: 422, fieldErrors: firstIssuePerField(member.error.issues) }, MEMBER_FIELDS);
    }
    const outcome =
      body.intent === 'agregar'
        ? await addTeamMember(db, member.data, staff.user, now, services.team)
        : await updateTeamMember(db, body.id, member.data, staff.user, now, services.team);
    return formResult(input, outcome, MEMBER_FIELDS);
  }
  const outcome =
    body.intent === 'quitar'
      ? await removeTeamMember(db, body.id, staff.user, now, services.team)
      : await moveTeamMember(db, body.id, body.intent, staff.user, now, services.team);
  return formResult(input, outcome);
}

type MemberFields = { name: string; rol: string; whatsapp: string; phone: string; photoUrl: string };
const MEMBER_FIELDS = ['name', 'rol', 'whatsapp', 'phone', 'photoUrl'] as const satisfies readonly (keyof MemberFields)[];

/** The fields as the refused post typed them, else as saved. */
function shownValues(answer: StaffFormAnswer | undefined, saved?: MemberFields): Partial<MemberFields> | undefined {
  const typed = answer && !answer.ok ? answer.values : undefined;
  if (!typed) return saved;
  return Object.fromEntries(MEMBER_FIELDS.map((name) => [name, typed[name] ?? saved?.[name]]));
}

function MemberFieldset({ prefix, value, answer }: { prefix: string; value?: Partial<MemberFields>; answer?: StaffFormAnswer }) {
  const id = (name: string) => `${prefix}-${name}`;
  // Each field's message under it, wired to the field for screen readers.
  const problem = (name: keyof MemberFields, htmlId: string) => {
    const message = fieldError(answer, name);
    return { message, attrs: message ? { 'aria-invalid': true, 'aria-describedby': `${htmlId}-error` } : {} } as const;
  };
  const nameProblem = problem('name', id('nombre'));
  const rolProblem = problem('rol', id('rol'));
  const whatsappProblem = problem('whatsapp', id('whatsapp'));
  const phoneProblem = problem('phone', id('telefono'));
  const photoProblem = problem('photoUrl', id('foto'));
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor={id('nombre')} className="text-sm font-semibold text-stone-800">
          Nombre
        </label>
        <input
          id={id('nombre')}
          name="name"
          required
          minLength={2}
          maxLength={60}
          defaultValue={value?.name}
          className={`mt-1 ${inputClass}`}
          {...nameProblem.attrs}
        />
        <FieldError id={id('nombre')} message={nameProblem.message} />
      </div>
      <div>
        <label htmlFor={id('rol')} className="text-sm font-semibold text-stone-800">
          Rol (como se muestra)
        </label>
        <select id={id('rol')} name="rol" defaultValue={value?.rol ?? 'vendedor:masculino'} className={`mt-1 ${inputClass}`} {...rolProblem.attrs}>
          {TEAM_ROLE_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        <FieldError id={id('rol')} message={rolProblem.message} />
      </div>
      <div>
        <label htmlFor={id('whatsapp')} className="text-sm font-semibold text-stone-800">
          WhatsApp (internacional, solo dígitos)
        </label>
        <input
          id={id('whatsapp')}
          name="whatsapp"
          required
          inputMode="numeric"
          placeholder="5493434000000"
          maxLength={20}
          defaultValue={value?.whatsapp}
          className={`mt-1 ${inputClass}`}
          {...whatsappProblem.attrs}
        />
        <FieldError id={id('whatsapp')} message={whatsappProblem.message} />
      </div>
      <div>
        <label htmlFor={id('telefono')} className="text-sm font-semibold text-stone-800">
          Teléfono visible (opcional)
        </label>
        <input
          id={id('telefono')}
          name="phone"
          placeholder="343 400-0000"
          maxLength={30}
          defaultValue={value?.phone}
          className={`mt-1 ${inputClass}`}
          {...phoneProblem.attrs}
        />
        <FieldError id={id('telefono')} message={phoneProblem.message} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={id('foto')} className="text-sm font-semibold text-stone-800">
          Foto (dirección https de la imagen, opcional)
        </label>
        <input
          id={id('foto')}
          name="photoUrl"
          type="url"
          placeholder="https://..."
          maxLength={500}
          defaultValue={value?.photoUrl}
          className={`mt-1 ${inputClass}`}
          {...photoProblem.attrs}
        />
        <FieldError id={id('foto')} message={photoProblem.message} />
      </div>
    </div>
  );
}

function MemberCard({ member, index, last }: { member: MemberFields & { id: string }; index: number; last: boolean }) {
  const save = useFetcher<StaffFormAnswer>();
  const manage = useFetcher<StaffFormAnswer>();
  const saved = useStaffForm(save, { success: 'Guardado' }, formIs('guardar', member.id));
  const managed = useStaffForm(manage, { success: 'Listo', error: 'No se pudo' }, formIs(['subir', 'bajar', 'quitar'], member.id));
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="tarjeta-vendedor">
      <save.Form method="post" className="grid gap-3" aria-label={`Datos de ${member.name}`}>
        <CsrfField />
        <input type="hidden" name="intent" value="guardar" />
        <input type="hidden" name="id" value={member.id} />
        <MemberFieldset prefix={`persona-${member.id}`} value={shownValues(saved.answer, member)} answer={saved.answer} />
        <FormAnswerNote answer={saved.answer} show={saved.byDocument} />
        <div>
          <button type="submit" className={buttonClass.primary} disabled={save.state !== 'idle'}>
            Guardar cambios
          </button>
        </div>
      </save.Form>
      <div className="mt-3 flex flex-wrap gap-2 border-t border-stone-100 pt-3">
        {(['subir', 'bajar'] as const).map((intent) =>
          (intent === 'subir' ? index > 0 : !last) ? (
            <manage.Form method="post" key={intent}>
              <CsrfField />
              <input type="hidden" name="intent" value={intent} />
              <input type="hidden" name="id" value={member.id} />
              <button type="submit" className={buttonClass.secondary} aria-label={`${intent === 'subir' ? 'Subir' : 'Bajar'} a ${member.name}`}>
                {intent === 'subir' ? <ArrowUp aria-hidden className="h-4 w-4" /> : <ArrowDown aria-hidden className="h-4 w-4" />}
                {intent === 'subir' ? 'Subir' : 'Bajar'}
              </button>
            </manage.Form>
          ) : null,
        )}
        <manage.Form method="post" onSubmit={(e) => !window.confirm(`¿Quitar a ${member.name} de la página?`) && e.preventDefault()}>
          <CsrfField />
          <input type="hidden" name="intent" value="quitar" />
          <input type="hidden" name="id" value={member.id} />
          <button type="submit" className={buttonClass.danger}>
            <Trash2 aria-hidden className="h-4 w-4" /> Quitar
          </button>
        </manage.Form>
      </div>
      <FormAnswerNote answer={managed.answer} show={managed.byDocument} />
    </li>
  );
}

export default function SalesTeamPage({ loaderData }: Route.ComponentProps) {
  const { members } = loaderData;
  const add = useFetcher<StaffFormAnswer>();
  const added = useStaffForm(add, { success: 'Agregado' }, formIs('agregar'));
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title="Equipo de ventas" />
      <p className="text-sm text-stone-700">
        Las personas de la sección «Nuestro equipo» de la página de inicio y de Contacto, en este orden, cada una con su WhatsApp. Sin nadie cargado, la sección
        no se muestra.
      </p>
      {members.length === 0 ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">Todavía no hay nadie: la tienda publicada no muestra la sección del equipo.</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" data-testid="equipo-de-ventas">
          {members.map((m, i) => (
            <MemberCard key={m.id} member={m} index={i} last={i === members.length - 1} />
          ))}
        </ul>
      )}
      {members.length < TEAM_MAX ? (
        <Card title="Agregar una persona" id="agregar">
          {/* A new key after each success empties the form for the next person. */}
          <add.Form method="post" className="grid gap-3" key={members.length}>
            <CsrfField />
            <input type="hidden" name="intent" value="agregar" />
            <MemberFieldset prefix="nueva" value={shownValues(added.answer)} answer={added.answer} />
            <FormAnswerNote answer={added.answer} show={added.byDocument} testid="respuesta-agregar" />
            <div>
              <button type="submit" className={buttonClass.primary} disabled={add.state !== 'idle'}>
                <UserPlus aria-hidden className="h-4 w-4" /> Agregar al equipo
              </button>
            </div>
          </add.Form>
        </Card>
      ) : null}
    </div>
  );
}

// A post that cannot reach the shop (no signal) is answered here, beside the form, instead of the error page.
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => answerNetworkFailure(request, serverAction);

// No reload of this page's data after a post that did not reach the shop (it would fail the same way).
export const shouldRevalidate = skipAfterNetworkFailure;
