import { createContext, useContext } from 'react';
import type { CardBodyProps } from '../components/product/product-card';

/** The server's stored HTML of a card's body (~/lib/card-markup.server.ts); null in the browser. */
export type CardMarkup = (props: CardBodyProps) => string;

export const CardMarkupContext = createContext<CardMarkup | null>(null);

export function useCardMarkup(): CardMarkup | null {
  return useContext(CardMarkupContext);
}
