// Tests only: renders a staff route component to HTML with given loader data, inside the same
// providers as the real app (toasts, auth), as the server does on a first visit.
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { AuthProvider, type AuthState } from '#app/auth/auth-context';
import { ToastProvider } from '#app/components/ui/toaster';

export function renderAdminPage(Component: React.ComponentType<never>, pattern: string, url: string, loaderData: unknown, auth: AuthState): string {
  const Stub = createRoutesStub([
    {
      id: 'shell',
      path: '/admin',
      Component: () => (
        <ToastProvider>
          <AuthProvider initial={auth}>
            <Outlet />
          </AuthProvider>
        </ToastProvider>
      ),
      children: [{ id: 'page', path: pattern.replace(/^\/admin\//, ''), Component: Component as React.ComponentType }],
    },
  ]);
  return renderToString(<Stub initialEntries={[url]} hydrationData={{ loaderData: { shell: null, page: loaderData } }} />);
}
