// Tests only: the staff area's route table flattened, its modules loaded, and their loaders and
// actions called the way React Router calls them (with a context, thrown Responses caught, data() unwrapped).
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { RouterContextProvider } from 'react-router';
import { adminRoutes, PUBLIC_ADMIN_ROUTE_FILES } from '#app/routes/admin/routes';

export interface AdminRoute {
  file: string;
  /** URL pattern, e.g. /admin/presupuestos/:id */
  pattern: string;
  isPublic: boolean;
}

export function flattenAdminRoutes(entries: RouteConfigEntry[] = adminRoutes, prefix = ''): AdminRoute[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path ? `${prefix}/${entry.path}` : prefix;
    const self: AdminRoute = { file: entry.file, pattern, isPublic: (PUBLIC_ADMIN_ROUTE_FILES as readonly string[]).includes(entry.file) };
    return [self, ...flattenAdminRoutes(entry.children ?? [], pattern)];
  });
}

export interface RouteModule {
  loader?: (args: unknown) => unknown;
  action?: (args: unknown) => unknown;
  default?: unknown;
}

export async function loadRouteModule(file: string): Promise<RouteModule> {
  return (await import(/* @vite-ignore */ path.resolve('app', file))) as RouteModule;
}

/** Fills :params with the given value. */
export function urlFor(pattern: string, id: string): string {
  return pattern.replace(/:[A-Za-z]+/g, id);
}

export interface Answer {
  status: number;
  location: string | null;
  headers: Headers;
  /** JSON body, loader data, or text. */
  body: unknown;
}

type DataWithInit = { type: 'DataWithResponseInit'; data: unknown; init: ResponseInit | null };

async function fromResponse(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text (CSV, empty redirects)
  }
  return { status: response.status, location: response.headers.get('location'), headers: response.headers, body };
}

/**
 * Runs a loader or action with React Router's context (tests/support/services.ts, testContext)
 * and reports what the client would get, whether returned or thrown.
 */
export async function callRoute(
  fn: ((args: unknown) => unknown) | undefined,
  request: Request,
  params: Record<string, string>,
  context: RouterContextProvider,
): Promise<Answer> {
  if (!fn) throw new Error('la ruta no tiene esa función');
  let result: unknown;
  try {
    result = await fn({ request, params, context });
  } catch (thrown) {
    if (thrown instanceof Response) return fromResponse(thrown);
    throw thrown;
  }
  if (result instanceof Response) return fromResponse(result);
  const maybe = result as DataWithInit | null;
  if (maybe && typeof maybe === 'object' && maybe.type === 'DataWithResponseInit') {
    return { status: maybe.init?.status ?? 200, location: null, headers: new Headers(maybe.init?.headers), body: maybe.data };
  }
  return { status: 200, location: null, headers: new Headers(), body: result };
}

/** 401, or a redirect to the sign-in page. */
export function isRefusedForSession(answer: Answer): boolean {
  return answer.status === 401 || ((answer.status === 302 || answer.status === 303) && (answer.location ?? '').startsWith('/admin/ingresar'));
}

export function paramsFor(pattern: string, id: string): Record<string, string> {
  return Object.fromEntries([...pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1], id]));
}
