// On a card, a dollar price's pesos at the shop's rate in one short line under the price
// ('≈ $ 21.275.000'); the rate's name and day are on the product page, so the card stays small
// (docs/decisions/0037-exchange-rate.md). No hooks: cards are stored as HTML.
export function CardPesoEstimate({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p className="text-xs font-medium text-stone-600" data-testid="precio-en-pesos-tarjeta">
      {text}
    </p>
  );
}
