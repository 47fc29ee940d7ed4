// The line above approximate results: never shows an approximate answer as exact, says
// which words the results are for, which condition was read from the words, and links to the
// exact search anyway. For the results page, the home search and the catalogue pages.
import { Info } from '../icons';
import { Link } from 'react-router';
import type { SearchInterpretation } from '#domain/search-plan';
import type { Condition } from '#domain/types';

const CONDITION_TEXT: Readonly<Record<Condition, string>> = {
  Nuevo: 'Mostramos solo productos nuevos.',
  Usado: 'Mostramos solo productos usados.',
};

/** The notice's sentences, or null when the results are the exact answer with no word read as a filter. */
export function searchNoticeText(interpretation: SearchInterpretation): { approximate: string | null; condition: string | null } | null {
  const { query, shownAs, approximate, condition } = interpretation;
  if (!query || (!approximate && !condition)) return null;
  let approximateText: string | null = null;
  if (approximate && interpretation.step === 'mention') {
    // The exact rule's products, but the words only inside other words or in descriptions.
    approximateText = `No encontramos productos que se llamen "${query}". Mostramos los que lo mencionan.`;
  } else if (approximate) {
    approximateText = shownAs
      ? `No encontramos "${query}". Mostramos resultados para "${shownAs}".`
      : `No encontramos "${query}". Mostramos resultados parecidos.`;
  }
  return { approximate: approximateText, condition: condition ? CONDITION_TEXT[condition] : null };
}

function exactSearchLabel(query: string): string {
  return `Buscar exactamente "${query}"`;
}

interface SearchNoticeProps {
  interpretation: SearchInterpretation | null | undefined;
  /** The same search with 'exacto=1' (only the spec's exact rule). */
  exactHref: string;
  className?: string;
}

export function SearchNotice({ interpretation, exactHref, className = '' }: SearchNoticeProps) {
  const text = interpretation ? searchNoticeText(interpretation) : null;
  if (!interpretation || !text) return null;
  return (
    <div className={`flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-stone-900 ${className}`} data-testid="aviso-busqueda">
      <Info aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
      <div className="text-sm sm:text-base">
        <p>{[text.approximate, text.condition].filter(Boolean).join(' ')}</p>
        <p className="mt-1">
          <Link to={exactHref} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {exactSearchLabel(interpretation.query)}
          </Link>
        </p>
      </div>
    </div>
  );
}
