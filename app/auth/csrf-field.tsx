import { CSRF_FIELD } from '#domain/staff';
import { useAuth } from './auth-context';

/** The session's anti-CSRF token as a hidden field: put one in every staff form that changes data. */
export function CsrfField() {
  const { session } = useAuth();
  return <input type="hidden" name={CSRF_FIELD} value={session?.csrfToken ?? ''} />;
}
