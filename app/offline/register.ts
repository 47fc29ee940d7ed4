import { whenSettled } from '../lib/when-settled';

/**
 * Registers the shop's service worker (build/client/sw.js, made from app/offline/sw.ts) once the
 * page has loaded (the first time, once it has settled), so it never competes with the page's own files. Only in the built shop: in
 * development there is no worker (Vite serves changing modules that must not be kept).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A browser that refuses (private mode, a blocked worker) keeps the shop as it was: online only.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  // Already installed: its update check is one small request, made at once so a deploy reaches
  // the phone on its next page. The first install waits until the visitor's page has settled.
  if (navigator.serviceWorker.controller) {
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  } else whenSettled(register);
}
