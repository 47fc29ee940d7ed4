// The search's addresses and the box's limit, apart from search-url.ts: the header's search box
// (on every page, before the first interaction) needs only these, not the catalogue's groups and
// filter rules search-url.ts builds links from (decision 0055).

export const SEARCH_PATH = '/buscar';
export const SUGGESTIONS_PATH = '/api/sugerencias';
/** The box's maxLength; the engine cuts longer queries the same way (MAX_QUERY_LENGTH). */
export const SEARCH_INPUT_MAX_LENGTH = 100;
