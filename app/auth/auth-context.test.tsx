// @vitest-environment jsdom
// The spec's auth context: user, session, loading, signUp, signIn, signOut, and its failure toasts
// ('Sign up Failed', 'Sign in Failed', 'Sign out Failed') with the server's message or
// 'Something went wrong'. fetch is replaced by a recorder; the toasts render for real.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_FAILURE_MESSAGE } from '../lib/network-failure';
import { ToastProvider } from '../components/ui/toaster';
import { AuthProvider, useAuth, type AuthContextValue } from './auth-context';

const USER = { id: 'u1', email: 'ana@tienda.test', name: 'Ana', role: 'administrador' as const };
const SESSION = { csrfToken: 'csrf-de-prueba', expiresAt: '2026-05-13T15:00:00.000Z' };

let auth: AuthContextValue;
function Probe() {
  auth = useAuth();
  return <p data-testid="estado">{`${auth.user?.email ?? 'nadie'}|${auth.loading ? 'cargando' : 'listo'}`}</p>;
}

function mount(initial?: Parameters<typeof AuthProvider>[0]['initial']) {
  render(
    <ToastProvider>
      <AuthProvider initial={initial}>
        <Probe />
      </AuthProvider>
    </ToastProvider>,
  );
}

const reply = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('contexto de autenticación', () => {
  it('empieza con lo que trae el servidor, sin pedir nada', () => {
    mount({ user: USER, session: SESSION });
    expect(screen.getByTestId('estado').textContent).toBe('ana@tienda.test|listo');
    expect(auth.session).toEqual(SESSION);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sin datos del servidor pide la sesión (loading mientras tanto)', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { user: USER, session: SESSION }));
    mount(undefined);
    expect(screen.getByTestId('estado').textContent).toBe('nadie|cargando');
    await waitFor(() => expect(screen.getByTestId('estado').textContent).toBe('ana@tienda.test|listo'));
    expect(fetchMock).toHaveBeenCalledWith('/admin/api/sesion', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('signIn: con éxito guarda usuario y sesión; con error muestra «Sign in Failed» y el mensaje', async () => {
    mount(null);
    fetchMock.mockResolvedValueOnce(reply(401, { ok: false, error: 'Correo o contraseña incorrectos.' }));
    let result = await act(() => auth.signIn('ana@tienda.test', 'mala'));
    expect(result).toEqual({ error: 'Correo o contraseña incorrectos.' });
    expect(await screen.findByText('Sign in Failed')).toBeTruthy();
    expect(screen.getByText('Correo o contraseña incorrectos.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/admin/api/ingresar');
    expect(JSON.parse(init.body)).toEqual({ email: 'ana@tienda.test', password: 'mala' });

    fetchMock.mockResolvedValueOnce(reply(200, { ok: true, user: USER, session: SESSION }));
    result = await act(() => auth.signIn('ana@tienda.test', 'buena'));
    expect(result).toEqual({ error: null });
    expect(screen.getByTestId('estado').textContent).toBe('ana@tienda.test|listo');
  });

  it('signUp envía la invitación; sin mensaje del servidor el toast dice «Something went wrong»', async () => {
    mount(null);
    fetchMock.mockResolvedValueOnce(reply(500, 'no es JSON'));
    const result = await act(() => auth.signUp('nuevo@tienda.test', 'clave larga 123', { invitation: 'tok', name: 'Nuevo' }));
    expect(result).toEqual({ error: 'Something went wrong' });
    expect(await screen.findByText('Sign up Failed')).toBeTruthy();
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ email: 'nuevo@tienda.test', password: 'clave larga 123', invitation: 'tok', name: 'Nuevo' });
  });

  it('signOut manda el token anti-CSRF de la sesión; si falla la red muestra «Sign out Failed» y sigue con sesión', async () => {
    mount({ user: USER, session: SESSION });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const failed = await act(() => auth.signOut());
    // Said in Spanish, not the browser's words.
    expect(failed).toEqual({ error: NETWORK_FAILURE_MESSAGE });
    expect(await screen.findByText('Sign out Failed')).toBeTruthy();
    expect(auth.user).toEqual(USER);
    expect(fetchMock.mock.calls[0][1].headers['x-csrf-token']).toBe('csrf-de-prueba');

    fetchMock.mockResolvedValueOnce(reply(200, { ok: true }));
    expect(await act(() => auth.signOut())).toEqual({ error: null });
    expect(screen.getByTestId('estado').textContent).toBe('nadie|listo');
    expect(auth.session).toBeNull();
  });
});
