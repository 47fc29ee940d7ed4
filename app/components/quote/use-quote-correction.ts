// The quote form's side of 'Corregir' (app/offline/correction.ts): the refused request's fields
// back in the form (the controlled ones through their setters), and whether the answer on screen
// is a correction's, whose dialog must not empty the cart (the cart was not what it sent).
import { useState, type RefObject } from 'react';
import { fillForm } from '../../hooks/use-form-draft';
import { NOT_REFILLED, useCorrection } from '../../offline/correction';
import { openBillingIfFilled } from './billing-fields';

export function useQuoteCorrection(
  form: RefObject<HTMLFormElement | null>,
  busy: boolean,
  setters: { comments: (v: string) => void; phone: (v: string) => void },
) {
  const correction = useCorrection('presupuesto', (kept) => {
    if (form.current) fillForm(form.current, kept.body, NOT_REFILLED, true);
    setters.comments(kept.body.comments ?? '');
    setters.phone(kept.body.phone ?? '');
    openBillingIfFilled(form.current, kept.body);
  });
  const [sent, setSent] = useState(false);
  if (correction.correcting && busy && !sent) setSent(true);
  return { ...correction, sent, forgetSent: () => setSent(false) };
}
