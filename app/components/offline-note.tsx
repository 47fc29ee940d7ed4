import type { ReactNode } from 'react';
import { useOnline } from '../hooks/use-online';

/**
 * 'Sin conexión · …' beside an action that needs the shop, while the phone has no connection:
 * the visitor reads why it cannot happen now instead of meeting an error after trying.
 */
export function OfflineNote({ children, className = '' }: { children: ReactNode; className?: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p role="status" className={`rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ${className}`}>
      Sin conexión · {children}
    </p>
  );
}
