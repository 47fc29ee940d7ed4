/** The quote form's inputs, one look for the spec's fields and the optional ones. */
export const QUOTE_INPUT_CLASS =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-stone-100';
