// Tests only: search outcomes as the catalogue search reports them.
import type { SearchInterpretation } from '#domain/search-plan';

export function outcome(normalized: string, overrides: Partial<SearchInterpretation> = {}): SearchInterpretation {
  return { query: normalized, normalized, step: null, approximate: false, shownAs: null, condition: null, ...overrides };
}

export const typo = (normalized: string, shownAs: string): SearchInterpretation => outcome(normalized, { step: 'typo', approximate: true, shownAs });
