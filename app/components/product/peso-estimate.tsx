// A dollar price's estimate in pesos at the shop's rate, with the rate it was worked out at
// ('≈ $ 21.275.000 al dólar BNA vendedor del 27/11'); nothing for a peso price or without a rate.
import type { PesoLine } from '#domain/exchange-rate';

export function PesoEstimate({ line, className = 'mt-1 text-base font-semibold text-stone-800' }: { line: PesoLine | null; className?: string }) {
  if (!line) return null;
  return (
    <p className={className} data-testid="precio-en-pesos">
      {line.amount} <span className="font-normal text-stone-600">{line.note}</span>
    </p>
  );
}
