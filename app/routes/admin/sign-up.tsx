// /admin/registro?invitacion=...: creating a staff account from an administrador's invitation.
import { useState } from 'react';
import { ownValue } from '../../../domain/clean-text';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/sign-up';
import { ADMIN_HOME_PATH, AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN, ROLE_LABELS, SIGN_IN_PATH } from '../../../domain/staff';
import { findUsableInvitation } from '../../../server/auth/invitations';
import { useAuth } from '../../auth/auth-context';
import { AuthCard, FormError } from '../../components/admin/auth-card';
import { adminMeta } from '../../components/admin/meta';
import { buttonClass, inputClass } from '../../components/admin/ui';
import { requestContext, servicesContext } from '../../../server/context';
import { authFormPost } from '../../../server/auth/http';
import { signUp } from '../../../server/auth/service';
import { signUpSchema } from '../../../server/auth/schemas';
import { firstIssuePerField } from '../../../domain/form-answer';
import { FieldMessage } from '../../components/admin/form-answer-note';
import { formHeadersBelow } from '../../lib/form-headers';

export const meta: Route.MetaFunction = () => adminMeta('Crear cuenta');

const NO_SCRIPT_ERRORS: Record<string, string> = {
  datos: 'Revisá los datos: la contraseña debe tener al menos 10 caracteres.',
  invitacion: AUTH_MESSAGES.invitationInvalid,
  existe: AUTH_MESSAGES.emailTaken,
  limite: 'Demasiados intentos. Esperá unos minutos e intentá de nuevo.',
  servicio: AUTH_MESSAGES.unavailable,
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const token = url.searchParams.get('invitacion') ?? '';
  const deps = services.staff;
  const invitation = token ? await findUsableInvitation(await deps.db(), token, deps.now()) : undefined;
  return {
    // Only the invitee holds the token: showing them their own e-mail and role reveals nothing.
    invitation: invitation ? { token, email: invitation.email, role: invitation.role } : null,
    error: ownValue(NO_SCRIPT_ERRORS, url.searchParams.get('error')) ?? null,
  };
}

const PASSWORDS_DIFFER = 'Las contraseñas no coinciden.';

export async function action({ request, context }: Route.ActionArgs) {
  return authFormPost(request, context.get(servicesContext).staff, context.get(requestContext).clientAddress, signUp, {
    fields: ['name'],
    // The script checks this before sending; a post without it is checked here.
    check: (input) =>
      input.password === input.repetir ? undefined : { ok: false, status: 400, message: PASSWORDS_DIFFER, fieldErrors: { repetir: PASSWORDS_DIFFER } },
    fieldOf: (refusal, input) => {
      if (refusal.status === 409) return 'email';
      if (refusal.status !== 400) return undefined;
      const field = Object.keys(firstIssuePerField(signUpSchema.safeParse(input).error?.issues ?? []))[0];
      return field === 'invitation' ? undefined : field;
    },
  });
}

// A refusal of too many tries says when to try again.
export const headers = formHeadersBelow;

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const { signUp, loading } = useAuth();
  const navigate = useNavigate();
  // A message that belongs to one field is said beside it, not again above the button.
  const refused = actionData && !Object.values(actionData.fieldErrors).includes(actionData.message) ? actionData.message : null;
  const [error, setError] = useState<string | null>(refused ?? loaderData.error);
  const fieldErrors = actionData?.fieldErrors ?? {};
  const described = (id: string, field: string) => (fieldErrors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {});
  const invitation = loaderData.invitation;

  if (!invitation) {
    return (
      <AuthCard title="Crear cuenta" subtitle="Las cuentas del equipo se crean con una invitación.">
        <FormError message={AUTH_MESSAGES.invitationInvalid} />
        <Link to={SIGN_IN_PATH} className={`mt-4 w-full ${buttonClass.secondary}`}>
          Ir a Ingresar
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('repetir') ?? '')) {
      setError(PASSWORDS_DIFFER);
      return;
    }
    const result = await signUp(invitation.email, password, { invitation: invitation.token, name: String(form.get('name') ?? '') });
    setError(result.error);
    if (!result.error) navigate(ADMIN_HOME_PATH, { replace: true });
  };

  return (
    <AuthCard title="Crear cuenta" subtitle={`Invitación como ${ROLE_LABELS[invitation.role]}.`}>
      <form method="post" onSubmit={onSubmit} className="grid grid-cols-1 gap-4">
        <input type="hidden" name="invitation" value={invitation.token} />
        <div>
          <label htmlFor="name" className="text-sm font-semibold text-stone-800">
            Nombre
          </label>
          <input
            id="name"
            name="name"
            required
            minLength={2}
            maxLength={80}
            autoComplete="name"
            defaultValue={actionData?.values.name}
            className={`mt-1 ${inputClass}`}
            {...described('name', 'name')}
          />
          <FieldMessage id="name" message={fieldErrors.name} />
        </div>
        <div>
          <label htmlFor="email" className="text-sm font-semibold text-stone-800">
            Correo electrónico
          </label>
          <input
            id="email"
            name="email"
            type="email"
            readOnly
            value={invitation.email}
            autoComplete="username"
            className={`mt-1 bg-stone-100 ${inputClass}`}
            {...described('email', 'email')}
          />
          <FieldMessage id="email" message={fieldErrors.email} />
        </div>
        <div>
          <label htmlFor="password" className="text-sm font-semibold text-stone-800">
            Contraseña
          </label>
          <input
            id="password"
            name="password"
            type="password"
            required
            minLength={PASSWORD_MIN}
            maxLength={PASSWORD_MAX}
            autoComplete="new-password"
            aria-describedby={fieldErrors.password ? 'password-ayuda password-error' : 'password-ayuda'}
            aria-invalid={fieldErrors.password ? true : undefined}
            className={`mt-1 ${inputClass}`}
          />
          <FieldMessage id="password" message={fieldErrors.password} />
          <p id="password-ayuda" className="mt-1 text-xs text-stone-600">
            Al menos {PASSWORD_MIN} caracteres. Una frase larga es más segura que una palabra rara.
          </p>
        </div>
        <div>
          <label htmlFor="repetir" className="text-sm font-semibold text-stone-800">
            Repetir contraseña
          </label>
          <input
            id="repetir"
            name="repetir"
            type="password"
            required
            minLength={PASSWORD_MIN}
            maxLength={PASSWORD_MAX}
            autoComplete="new-password"
            className={`mt-1 ${inputClass}`}
            {...described('repetir', 'repetir')}
          />
          <FieldMessage id="repetir" message={fieldErrors.repetir} />
        </div>
        <FormError message={error} />
        <button type="submit" className={`${buttonClass.primary} py-2.5`} disabled={loading}>
          {loading ? 'Creando...' : 'Crear cuenta'}
        </button>
      </form>
    </AuthCard>
  );
}
