// The visible mark on sample content (development, or SAMPLE_CONTENT=true): a visitor and the
// staff see at once that these people or reviews are not the shop's own.
export function SampleBadge({ what }: { what: string }) {
  return (
    <p className="mt-2 w-fit max-w-full rounded-md border border-amber-400 bg-amber-50 px-2.5 py-1 text-sm text-amber-900" data-testid="datos-de-ejemplo">
      <strong className="font-semibold">Datos de ejemplo</strong> — {what}
    </p>
  );
}
