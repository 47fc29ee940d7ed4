// What /api/sugerencias answers: shared by the resource route and the search box.

interface SuggestedProduct {
  id: string;
  nombre: string;
  /** Formatted for display: '$ 1.234.568' or 'Consultar'. */
  precio: string;
  imagen: string | null;
  /** The product's canonical page. */
  url: string;
}

interface SuggestedCategory {
  nombre: string;
  /** The catalogue page listing the category. */
  url: string;
}

/** The page of a machine the words name: 'Repuestos para John Deere 3530' → /maquinas/john-deere/3530. */
interface SuggestedMachine {
  nombre: string;
  url: string;
}

export interface SuggestionsResponse {
  productos: SuggestedProduct[];
  categorias: SuggestedCategory[];
  /** Absent when the words name no machine the catalogue has. */
  maquina?: SuggestedMachine;
}

export const MAX_SUGGESTED_PRODUCTS = 6;
export const MAX_SUGGESTED_CATEGORIES = 4;
/** Shortest text that asks for suggestions. */
export const MIN_SUGGESTION_LENGTH = 2;

export const EMPTY_SUGGESTIONS: SuggestionsResponse = Object.freeze({ productos: [], categorias: [] }) as SuggestionsResponse;

/** '3 sugerencias', for the screen reader's polite announcement. */
export function suggestionCountLabel(count: number): string {
  if (count === 0) return 'Sin sugerencias';
  return count === 1 ? '1 sugerencia' : `${count} sugerencias`;
}
