// An answer's figures for its page, its PDF and its mails, from one place so the three agree: each
// line's and the freight's price without national taxes, the totals per currency with their IVA,
// and the total in pesos at the rate frozen when it was sent (docs/decisions/0045-answer-currencies-freight-and-invoice.md).
import { answerTotals, pesoTotal, type CurrencyTotal, type PesoTotal } from '#domain/answer-money';
import type { ExchangeRate } from '#domain/exchange-rate';
import { netAmount } from '#domain/iva';
import type { AnswerContent } from '#domain/quote-answer';
import { answerNets, answerRates } from '../../iva-defaults/service';

export interface AnswerMoney {
  /** Each line's subtotal without IVA, in its currency (null: not supplied). */
  nets: Array<number | null>;
  /** The freight without IVA, null without freight. */
  freightNet: number | null;
  totals: CurrencyTotal[];
  /** Paid in pesos with dollars in it and a frozen rate: the total in pesos; else null. */
  pesos: PesoTotal | null;
}

/**
 * `estimateAt`: only for the staff's preview of a version not yet sent, today's rate, shown as an
 * estimate (the customer's copies only ever show the rate frozen at sending).
 */
export function answerMoney(content: AnswerContent, estimateAt: ExchangeRate | null = null): AnswerMoney {
  const { rateOf, pricesIncludeIva } = answerRates();
  const freight = content.freight && content.freight.cents > 0 ? content.freight : null;
  const totals = answerTotals(content, rateOf, pricesIncludeIva);
  return {
    nets: answerNets(content.lines).lines,
    freightNet: freight ? Math.round(netAmount(freight.cents, freight.ivaRate, pricesIncludeIva)) : null,
    totals,
    pesos: content.payIn !== 'pesos' ? null : content.rate ? pesoTotal(totals, content.rate) : estimateAt ? pesoTotal(totals, estimateAt, true) : null,
  };
}
