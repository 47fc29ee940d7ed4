// The second CSRF fence, besides the per-session token: a state-changing request must come from
// our own pages. Browsers send Sec-Fetch-Site and Origin on every POST; a request with neither
// (an old browser, curl) is left to the token check.

/** True when the request visibly comes from another site. */
export function isCrossSiteRequest(request: Request, publicUrl?: string): boolean {
  const site = request.headers.get('sec-fetch-site');
  // 'same-site' is a sibling subdomain: not ours either. 'none' is a typed URL or bookmark,
  // which cannot produce a POST.
  if (site !== null && site !== 'same-origin') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  if (origin === 'null') return true; // sandboxed frames, data: URLs, some redirects
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  // Hosts, not full origins: behind a TLS-terminating proxy the request URL may say http while
  // the browser's Origin says https; another site never has our host.
  const allowed = new Set([new URL(request.url).host]);
  if (publicUrl) allowed.add(new URL(publicUrl).host);
  return !allowed.has(originHost);
}
