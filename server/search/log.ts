// Searches that ended empty or approximate, for the staff's 'Búsquedas sin resultado' (issue 9).
// PLACEHOLDER signature: the implementation is being written.
import type { SearchInterpretation } from '../../domain/search-plan';

/** Notes a visitor's search outcome; never blocks or fails the page that calls it. */
export function recordSearchOutcome(interpretation: SearchInterpretation): void {
  void interpretation;
}
