// The quote form's behaviour: its draft, a correction under way, one idempotency key per cart
// content, the shop's answer (beside the fields, in the dialog, or kept on the phone) and what
// 'Aceptar' in the dialog does afterwards.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import type { FormAnswer } from '../../lib/requests.server';
import { useCart } from '../../cart/cart-context';
import { newIdempotencyKey } from '../../lib/idempotency';
import { useFormAnswer } from '../../hooks/use-form-answer';
import { useFormDraft } from '../../hooks/use-form-draft';
import type { KeptAnswer } from '../../offline/keep-on-failure';
import { DRAFT_KEYS } from '../../offline/names';
import { useQuoteCorrection } from './use-quote-correction';
import { openBillingIfFilled } from './billing-fields';

/** The form's fields never kept in its draft: the honeypot, the key and the cart (kept apart). */
const NOT_IN_DRAFT = ['website', 'idempotencyKey', 'items'] as const;

/** One key per cart content: a double click or a retry of the same cart never stores two quotes, while a changed cart is a new request. */
function useCartKey(items: ReturnType<typeof useCart>['items']) {
  const cartSignature = useMemo(() => items.map((i) => `${i.id}x${i.quantity}`).join(','), [items]);
  const [idempotencyKey, setIdempotencyKey] = useState('');
  useEffect(() => setIdempotencyKey(newIdempotencyKey()), [cartSignature]);
  return idempotencyKey;
}

export function useQuoteForm() {
  const cart = useCart();
  const navigate = useNavigate();
  const fetcher = useFetcher<FormAnswer | KeptAnswer>();
  const busy = fetcher.state !== 'idle';
  const [dialogOpen, setDialogOpen] = useState(false);
  const [comments, setComments] = useState('');
  const [phone, setPhone] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useFormDraft(DRAFT_KEYS.presupuesto, formRef, NOT_IN_DRAFT, (values) => {
    if (values.comments) setComments(values.comments);
    if (values.phone) setPhone(values.phone);
    openBillingIfFilled(formRef.current, values);
  });
  // 'Corregir' on a request the shop refused: its fields in the form, its key and its products sent.
  const correction = useQuoteCorrection(formRef, busy, { comments: setComments, phone: setPhone });
  const correcting = correction.correcting;
  const empty = cart.items.length === 0 && !correcting;
  const idempotencyKey = useCartKey(cart.items);

  // The cart lives in this browser's storage, so the form only opens once the scripts run; the
  // page's own action data is still read, as on every form (a post made without the fetcher).
  const { answer: result } = useFormAnswer(fetcher);
  useEffect(() => {
    if (!result) return;
    if (result.ok) draft.clear();
    // Taken, or kept to go by itself: the corrected request replaced the refused one.
    if (result.ok || result.kind === 'kept' || result.kind === 'mail_failed') correction.done();
    if (!result.ok) correction.forgetSent();
    // Kept on the phone (or not keepable): said beside the form, the fields stay as typed.
    if (!result.ok && (result.kind === 'kept' || result.kind === 'unkept')) return;
    // Field problems are shown beside the fields; every other outcome in the dialog.
    const inline = !result.ok && result.kind === 'invalid' && Object.keys(result.fieldErrors).length > 0;
    if (!inline) setDialogOpen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
  const kept = result && !result.ok && (result.kind === 'kept' || result.kind === 'unkept') ? result : null;
  const shopErrors = result && !result.ok && !kept && 'fieldErrors' in result ? result.fieldErrors : undefined;

  // The form posts its own fields (the cart as JSON text in 'items'); script only holds back a
  // second submit while the first is on its way.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (busy || empty) event.preventDefault();
  };
  const cartItems = JSON.stringify(cart.items.map((item) => ({ id: item.id, quantity: item.quantity, name: item.name })));

  const accept = () => {
    setDialogOpen(false);
    // After a correction the cart was not what was sent: it stays.
    if (correction.sent) return correction.forgetSent();
    cart.clear();
    navigate('/');
  };

  return {
    fetcher,
    formRef,
    busy,
    empty,
    result,
    kept,
    correction,
    // Until the corrected request has an answer, the refusal's messages show beside the fields.
    fieldErrors: shopErrors ?? correcting?.fieldErrors ?? {},
    comments: { value: comments, set: setComments },
    phone: { value: phone, set: setPhone },
    hidden: { idempotencyKey: correcting?.key ?? idempotencyKey, items: correcting?.body.items ?? cartItems },
    onSubmit,
    onChange: draft.save,
    dialog: { open: dialogOpen, accept, close: () => setDialogOpen(false) },
  };
}

export type QuoteForm = ReturnType<typeof useQuoteForm>;
