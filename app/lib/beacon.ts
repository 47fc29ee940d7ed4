// Tells the shop a chat was opened or a product added, for the owner's summary: one small POST
// the browser sends on its own (no cookie read, no answer awaited), so it never delays the click.
export function sendEvent(tipo: 'chat' | 'agregar', id?: string): void {
  try {
    navigator.sendBeacon?.('/api/evento', JSON.stringify(id ? { tipo, id } : { tipo }));
  } catch {
    // A blocked beacon only loses a count.
  }
}
