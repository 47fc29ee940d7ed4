import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { InstallPanelProps } from './install-panel';

// The offer's markup loads only once the browser has offered installing: most visits never see it
// (decision 0055). Without signal then, there is no offer rather than an error page.
const InstallPanel = lazy((): Promise<{ default: ComponentType<InstallPanelProps> }> => import('./install-panel').catch(() => ({ default: () => null })));

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
    <Suspense fallback={null}>
      <InstallPanel onInstall={() => void install()} onLater={later} />
    </Suspense>
  );
}
