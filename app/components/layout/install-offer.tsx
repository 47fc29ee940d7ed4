import { useEffect, useState } from 'react';

/** Chromium's install prompt event (not in TypeScript's DOM library). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Remembered on the phone once the visitor says no (or installs): the offer never comes back. */
const INSTALL_DISMISSED_KEY = 'tienda:instalar-descartado';

function dismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

function remember(): void {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now()));
  } catch {
    // Storage refused (private mode): the offer may show again on another visit, no more.
  }
}

/**
 * 'Instalar' only where the browser offers installing (its beforeinstallprompt event fired), at
 * the end of the page, never as a pop-up; 'Ahora no' hides it for good on this phone.
 */
export function InstallOffer() {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);
  useEffect(() => {
    if (dismissed()) return;
    const offer = (event: Event) => {
      // The browser's own mini bar stays away: the shop's quieter offer replaces it.
      event.preventDefault();
      setPrompt(event as InstallPromptEvent);
    };
    const installed = () => {
      remember();
      setPrompt(null);
    };
    window.addEventListener('beforeinstallprompt', offer);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', offer);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);
  if (!prompt) return null;
  const install = async () => {
    await prompt.prompt();
    const choice = await prompt.userChoice;
    if (choice.outcome === 'accepted') remember();
    setPrompt(null);
  };
  const later = () => {
    remember();
    setPrompt(null);
  };
  return (
    <section aria-labelledby="instalar-titulo" className="mx-auto mt-12 w-full max-w-7xl px-4">
      <div className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center">
        <div className="flex-1">
          <h2 id="instalar-titulo" className="font-semibold text-stone-900">
            Tené la tienda en tu teléfono
          </h2>
          <p className="text-sm text-stone-700">Se abre como una app y muestra lo que ya viste aunque no tengas señal.</p>
        </div>
        <div className="flex gap-2">
          <button type="button" onClick={() => void install()} className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            Instalar
          </button>
          <button type="button" onClick={later} className="rounded-lg px-4 py-2 font-medium text-stone-700 hover:bg-stone-100">
            Ahora no
          </button>
        </div>
      </div>
    </section>
  );
}
