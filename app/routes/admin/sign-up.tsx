// /admin/registro?invitacion=...: creating a staff account from an administrador's invitation.
import { useState } from 'react';
import { ownValue } from '#domain/clean-text';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/sign-up';
import { ADMIN_HOME_PATH, AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN, ROLE_LABELS, SIGN_IN_PATH } from '#domain/staff';
import { findUsableInvitation } from '#server/auth/invitations';
import { useAuth } from '../../auth/auth-context';
import { AuthCard, FormError } from '../../components/admin/auth-card';
import { adminMeta } from '../../components/admin/meta';
import { buttonClass } from '../../components/admin/ui';
import { Field } from '../../components/forms';
import { requestContext, servicesContext } from '#server/context';
import { authFormPost } from '#server/auth/http';
import { signUp } from '#server/auth/service';
import { signUpSchema } from '#server/auth/schemas';
import { firstIssuePerField } from '#domain/form-answer';
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
        <SignUpFields email={invitation.email} typedName={actionData?.values.name} errors={fieldErrors} />
        <FormError message={error} />
        <button type="submit" className={`${buttonClass.primary} py-2.5`} disabled={loading}>
          {loading ? 'Creando...' : 'Crear cuenta'}
        </button>
      </form>
    </AuthCard>
  );
}

/** The account's fields: the name, the invited address (fixed), the password twice. */
function SignUpFields({ email, typedName, errors }: { email: string; typedName: string | undefined; errors: Record<string, string | undefined> }) {
  const password = { type: 'password', required: true, minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, autoComplete: 'new-password' } as const;
  return (
    <>
      <Field id="name" name="name" label="Nombre" required minLength={2} maxLength={80} autoComplete="name" defaultValue={typedName} error={errors.name} />
      <Field
        id="email"
        name="email"
        label="Correo electrónico"
        type="email"
        readOnly
        value={email}
        autoComplete="username"
        inputClassName="bg-stone-100"
        error={errors.email}
      />
      <Field
        id="password"
        name="password"
        label="Contraseña"
        {...password}
        hint={`Al menos ${PASSWORD_MIN} caracteres. Una frase larga es más segura que una palabra rara.`}
        error={errors.password}
      />
      <Field id="repetir" name="repetir" label="Repetir contraseña" {...password} error={errors.repetir} />
    </>
  );
}
