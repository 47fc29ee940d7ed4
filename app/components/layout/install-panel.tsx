// The offer to install the shop (install-offer.tsx decides when it shows): at the end of the
// page, never as a pop-up.

export interface InstallPanelProps {
  onInstall: () => void;
  onLater: () => void;
}

export default function InstallPanel({ onInstall, onLater }: InstallPanelProps) {
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
          <button type="button" onClick={onInstall} className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            Instalar
          </button>
          <button type="button" onClick={onLater} className="rounded-lg px-4 py-2 font-medium text-stone-700 hover:bg-stone-100">
            Ahora no
          </button>
        </div>
      </div>
    </section>
  );
}
