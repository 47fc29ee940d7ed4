// What the browser knows of a staff session (mirrors server/auth: never the cookie or the hash).
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: 'administrador' | 'vendedor';
}

export interface AuthSession {
  /** ISO time the session ends if it stays idle (or its absolute end). */
  expiresAt: string;
  /** Sent back with every state-changing staff request. */
  csrfToken: string;
}

export interface AuthState {
  user: AuthUser;
  session: AuthSession;
}
