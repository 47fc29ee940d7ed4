// Suggestions while typing, beside the search's best products: the categories the typed words name.
import { groupCategories } from '#domain/categories';
import { normalizeText } from '#domain/search';
import { pluralVariants } from '#domain/search-plan';

/** At most this many categories are suggested. */
const MAX_CATEGORIES = 4;

/** Category names with their normalised text, computed once per index. */
export class CategoryNames {
  private readonly entries: { name: string; text: string }[];

  constructor(names: Iterable<string>) {
    this.entries = [...names].map((name) => ({ name, text: normalizeText(name) }));
  }

  /** Categories (within the group, if any) whose name has every word, as typed or in its plural or singular. */
  matching(words: readonly string[], group?: string): string[] {
    if (words.length === 0) return [];
    const allowed = group === undefined ? null : new Set(groupCategories(group));
    const forms = words.map((w) => [w, ...pluralVariants(w)]);
    const out: string[] = [];
    for (const { name, text } of this.entries) {
      if (allowed !== null && !allowed.has(name)) continue;
      if (forms.every((f) => f.some((v) => text.includes(v)))) out.push(name);
      if (out.length === MAX_CATEGORIES) break;
    }
    return out;
  }
}
