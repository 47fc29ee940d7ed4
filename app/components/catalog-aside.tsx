// What a page reusing the catalogue page shows under its title (a machine's save button). A
// context, not a prop: React Router hands a route's default export only its own props.
import { createContext, type ReactNode } from 'react';

export const CatalogAside = createContext<ReactNode>(null);
