// /admin/ingresar: staff sign-in with e-mail and password, through the auth context (its toast
// 'Sign in Failed' on failure). Posted before the scripts ran or without them, the form posts to
// this page's action, which signs in the same way and, when it refuses, keeps the e-mail typed.
import { useState } from 'react';
import { ownValue } from '#domain/clean-text';
import { redirect, useNavigate } from 'react-router';
import type { Route } from './+types/sign-in';
import { AUTH_MESSAGES, RETURN_TO_PARAM, safeReturnTo } from '#domain/staff';
import { currentStaff } from '#server/auth/guard';
import { useAuth } from '../../auth/auth-context';
import { AuthCard, FormError } from '../../components/admin/auth-card';
import { adminMeta } from '../../components/admin/meta';
import { buttonClass } from '../../components/admin/ui';
import { Field } from '../../components/forms';
import { requestContext, servicesContext } from '#server/context';
import { authFormPost } from '#server/auth/http';
import { signIn } from '#server/auth/service';
import { formHeadersBelow } from '../../lib/form-headers';

export const meta: Route.MetaFunction = () => adminMeta('Ingresar');

const NO_SCRIPT_ERRORS: Record<string, string> = {
  credenciales: AUTH_MESSAGES.badCredentials,
  datos: AUTH_MESSAGES.invalidInput,
  limite: 'Demasiados intentos. Esperá unos minutos e intentá de nuevo.',
  servicio: AUTH_MESSAGES.unavailable,
};

/** Browsers keep Secure cookies on these over plain HTTP (development and tests). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const returnTo = safeReturnTo(url.searchParams.get(RETURN_TO_PARAM));
  if (await currentStaff(request, services.staff)) throw redirect(returnTo);
  // The session cookie is Secure (__Host-) in production: over plain HTTP on a real host name the
  // browser drops it and every staff page asks to sign in again. Say so instead of failing silently.
  const withoutHttps = services.staff.secureCookies && url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname);
  return { returnTo, error: ownValue(NO_SCRIPT_ERRORS, url.searchParams.get('error')) ?? null, withoutHttps };
}

export async function action({ request, context }: Route.ActionArgs) {
  return authFormPost(request, context.get(servicesContext).staff, context.get(requestContext).clientAddress, signIn, {
    fields: ['email'],
    returnTo: (input) => safeReturnTo(typeof input[RETURN_TO_PARAM] === 'string' ? (input[RETURN_TO_PARAM] as string) : null),
  });
}

// A refusal of too many tries says when to try again.
export const headers = formHeadersBelow;

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { signIn, loading } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(actionData?.message ?? loaderData.error);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await signIn(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
    setError(result.error);
    if (!result.error) navigate(loaderData.returnTo, { replace: true });
  };

  return (
    <AuthCard title="Ingresar" subtitle="Acceso solo para el equipo de la tienda.">
      {loaderData.withoutHttps ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-950" data-testid="aviso-https">
          Esta página se abrió sin HTTPS. El ingreso del equipo necesita HTTPS: sin él la sesión no se guarda y el panel vuelve a pedir el ingreso. Abrí la
          dirección con https:// (o configurá HTTPS en el servidor, ver docs/deploy.md).
        </p>
      ) : null}
      <form method="post" onSubmit={onSubmit} className="grid grid-cols-1 gap-4">
        <input type="hidden" name={RETURN_TO_PARAM} value={loaderData.returnTo} />
        <Field
          id="email"
          name="email"
          label="Correo electrónico"
          type="email"
          required
          autoComplete="username"
          maxLength={254}
          defaultValue={actionData?.values.email}
        />
        <Field id="password" name="password" label="Contraseña" type="password" required autoComplete="current-password" maxLength={200} />
        <FormError message={error} />
        <button type="submit" className={`${buttonClass.primary} py-2.5`} disabled={loading}>
          {loading ? 'Ingresando...' : 'Ingresar'}
        </button>
      </form>
    </AuthCard>
  );
}
