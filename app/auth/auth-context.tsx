// The auth context of docs/product.md §3: user, session, loading, signUp, signIn, signOut. It talks to
// the staff area's JSON endpoints; failures show the spec's toasts ('Sign in Failed' ...) with the
// server's message, or 'Something went wrong'. The session cookie itself is HttpOnly: scripts never
// see it, only the user, the expiry and the anti-CSRF token of the session.
import { isNetworkFailure, NETWORK_FAILURE_MESSAGE } from '../lib/network-failure';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { AUTH_TOASTS, CSRF_HEADER } from '#domain/staff';
import { useToast } from '../components/ui/toaster';
import type { AuthSession, AuthState, AuthUser } from './types';

export type { AuthSession, AuthState, AuthUser } from './types';

export interface AuthResult {
  /** null on success; otherwise the message shown in the toast. */
  error: string | null;
}

export interface AuthContextValue {
  user: AuthUser | null;
  session: AuthSession | null;
  loading: boolean;
  signUp(email: string, password: string, options: { invitation: string; name: string }): Promise<AuthResult>;
  signIn(email: string, password: string): Promise<AuthResult>;
  signOut(): Promise<AuthResult>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

const AUTH_ENDPOINTS = {
  session: '/admin/api/sesion',
  signIn: '/admin/api/ingresar',
  signUp: '/admin/api/registro',
  signOut: '/admin/api/salir',
} as const;

type Answer = { ok: true; user?: AuthUser; session?: AuthSession } | { ok: false; error?: string };

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  } catch (error) {
    // No signal: said in Spanish (the browser's own 'Failed to fetch' is not), what was typed stays.
    if (isNetworkFailure(error)) return { ok: false, error: NETWORK_FAILURE_MESSAGE };
    throw error;
  }
  const answer = (await response.json().catch(() => null)) as Answer | null;
  if (!response.ok || !answer?.ok) return { ok: false, error: answer && !answer.ok ? answer.error : undefined };
  return answer;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : AUTH_TOASTS.fallback;
}

/**
 * `initial` comes from the server (the staff area's loader), so pages render signed in on the
 * first paint; when it is undefined the provider asks the server for the session itself.
 */
export function AuthProvider({ initial, children }: { initial?: AuthState | null; children: React.ReactNode }) {
  const toast = useToast();
  const [user, setUser] = useState<AuthUser | null>(initial?.user ?? null);
  const [session, setSession] = useState<AuthSession | null>(initial?.session ?? null);
  const [loading, setLoading] = useState(initial === undefined);

  // The server is the source of truth: follow it when a loader brings a newer state.
  const initialUserId = initial?.user?.id ?? null;
  const initialCsrf = initial?.session?.csrfToken ?? null;
  useEffect(() => {
    if (initial === undefined) return;
    setUser(initial?.user ?? null);
    setSession(initial?.session ?? null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialUserId, initialCsrf]);

  useEffect(() => {
    if (initial !== undefined) return;
    let cancelled = false;
    fetch(AUTH_ENDPOINTS.session, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<AuthState>) : null))
      .then((state) => {
        if (cancelled) return;
        setUser(state?.user ?? null);
        setSession(state?.session ?? null);
      })
      .catch(() => {})
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const run = useCallback(
    async (title: string, call: () => Promise<Answer>, onSuccess: (answer: Answer & { ok: true }) => void): Promise<AuthResult> => {
      setLoading(true);
      try {
        const answer = await call();
        if (!answer.ok) {
          const message = answer.error || AUTH_TOASTS.fallback;
          toast({ title, description: message, variant: 'destructive' });
          return { error: message };
        }
        onSuccess(answer);
        return { error: null };
      } catch (error) {
        const message = messageOf(error);
        toast({ title, description: message, variant: 'destructive' });
        return { error: message };
      } finally {
        setLoading(false);
      }
    },
    [toast],
  );

  const signIn = useCallback(
    (email: string, password: string) =>
      run(
        AUTH_TOASTS.signIn,
        () => post(AUTH_ENDPOINTS.signIn, { email, password }),
        (a) => {
          setUser(a.user ?? null);
          setSession(a.session ?? null);
        },
      ),
    [run],
  );

  const signUp = useCallback(
    (email: string, password: string, options: { invitation: string; name: string }) =>
      run(
        AUTH_TOASTS.signUp,
        () => post(AUTH_ENDPOINTS.signUp, { email, password, ...options }),
        (a) => {
          setUser(a.user ?? null);
          setSession(a.session ?? null);
        },
      ),
    [run],
  );

  const signOut = useCallback(
    () =>
      run(
        AUTH_TOASTS.signOut,
        () => post(AUTH_ENDPOINTS.signOut, {}, session ? { [CSRF_HEADER]: session.csrfToken } : {}),
        () => {
          setUser(null);
          setSession(null);
        },
      ),
    [run, session],
  );

  const value = useMemo<AuthContextValue>(() => ({ user, session, loading, signUp, signIn, signOut }), [user, session, loading, signUp, signIn, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
