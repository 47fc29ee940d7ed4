// The contact form's behaviour: checked in the browser on submit and, after a first attempt, on
// every change; sent by a fetcher with the same fields a post without JavaScript sends; the
// answer said in a toast (or in the page after a document post); a refused request reopened.
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { TEXTS } from '#domain/copy';
import { HONEYPOT_FIELD } from '#domain/form-hints';
import type { EnquiryForm } from '#domain/forms';
import { fieldError } from '#domain/form-answer';
import { useToast } from '../ui/toaster';
import { newIdempotencyKey } from '../../lib/idempotency';
import type { FormAnswer } from '../../lib/requests.server';
import { useFormAnswer } from '../../hooks/use-form-answer';
import { useFormDraft } from '../../hooks/use-form-draft';
import type { KeptAnswer } from '../../offline/keep-on-failure';
import { DRAFT_KEYS } from '../../offline/names';
import { useCorrection } from '../../offline/correction';

// The form's rules (zod, about 25 KB gzip) load when the visitor first focuses the form, and at the
// latest when it is sent: the page itself does not need them. The fields are plain uncontrolled
// inputs read on submit (no form library in the page's first load).
export const loadRules = () => import('#domain/forms');

/** The fields in the order they show: the first one in error takes the focus. */
export const ENQUIRY_FIELDS = ['name', 'email', 'phone', 'message'] as const satisfies readonly (keyof EnquiryForm)[];
type FieldName = (typeof ENQUIRY_FIELDS)[number];
type FieldErrors = Partial<Record<FieldName, string>>;

export const CONTACT_TEXTS = { success: TEXTS.contactSent, failure: TEXTS.contactFailed } as const;

/** Never kept in the draft: the honeypot and the key. */
const NOT_IN_DRAFT = [HONEYPOT_FIELD, 'idempotencyKey'] as const;

async function validateEnquiry(form: HTMLFormElement): Promise<{ values: EnquiryForm; errors: null } | { values: null; errors: FieldErrors }> {
  const { enquiryFormSchema, fieldErrorsOf } = await loadRules();
  const data = new FormData(form);
  const raw = Object.fromEntries(ENQUIRY_FIELDS.map((name) => [name, String(data.get(name) ?? '')]));
  const parsed = enquiryFormSchema.safeParse(raw);
  return parsed.success ? { values: parsed.data, errors: null } : { values: null, errors: fieldErrorsOf(parsed.error) };
}

const isField = (name: string): name is FieldName => (ENQUIRY_FIELDS as readonly string[]).includes(name);

/** Every field's message, one entry per field (undefined clears the server's message for it). */
const perField = (errors: FieldErrors | undefined) => Object.fromEntries(ENQUIRY_FIELDS.map((name) => [name, errors?.[name]]));

export function useEnquiryForm(formKey: string) {
  const fetcher = useFetcher<FormAnswer | KeptAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useFormDraft(DRAFT_KEYS.consulta, formRef, NOT_IN_DRAFT);
  // The server's answer: to a post before the scripts ran (or without them), then the fetcher's.
  const { answer: outcome, byDocument } = useFormAnswer(fetcher);
  const [idempotencyKey, setIdempotencyKey] = useState(formKey);
  // What a refused document post typed, back in the fields; a success empties them (a new form).
  const [kept, setKept] = useState<Record<string, string>>(() => (byDocument && outcome && !outcome.ok ? ('values' in outcome && outcome.values) || {} : {}));
  const [generation, setGeneration] = useState(0);
  // The client's own check of a field, once it has run, replaces the server's message for it.
  const [errors, setErrors] = useState<FieldErrors>({});
  // Validated on submit; after a first attempt (here or by the server), again on every change.
  const submitted = useRef(Boolean(byDocument && outcome && !outcome.ok));
  // 'Corregir' on an enquiry the shop refused: its fields, the shop's messages and its key.
  const correction = useCorrection('consulta', (refused) => {
    setKept(refused.body);
    setGeneration((n) => n + 1);
    setIdempotencyKey(refused.key);
    setErrors(perField(refused.fieldErrors));
    submitted.current = true;
  });
  useAnswerToast(fetcher.data, {
    done: correction.done,
    taken: () => {
      draft.clear();
      submitted.current = false;
      setErrors({});
      setKept({});
      setGeneration((n) => n + 1);
      setIdempotencyKey(newIdempotencyKey());
    },
    // The server's field messages show until the client checks those fields again.
    refused: () => setErrors({}),
  });
  const checks = useChecks(submitted, setErrors);
  const errorFor = (name: FieldName) => (Object.hasOwn(errors, name) ? errors[name] : fieldError(outcome, name));
  const sendChecked = (event: React.FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    void checks.onSubmit(event).then((ok) => {
      // The same fields a post without JavaScript sends (the honeypot and the key are inputs too).
      if (ok) void fetcher.submit(form, { method: 'post' });
    });
  };
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    draft.save();
    void checks.onChange(event);
  };
  // A toast needs script: the answer to a document post is said in the page instead.
  return {
    fetcher,
    formRef,
    kept,
    generation,
    idempotencyKey,
    errorFor,
    onSubmit: sendChecked,
    onChange,
    noScriptOutcome: byDocument ? outcome : undefined,
    correction,
  };
}

/** The fetcher's answer, said in a toast; what each outcome changes in the form is the caller's. */
function useAnswerToast(data: FormAnswer | KeptAnswer | undefined, on: { done: () => void; taken: () => void; refused: () => void }) {
  const toast = useToast();
  useEffect(() => {
    if (!data) return;
    // Kept on the phone (or not keepable): said beside the form, the fields stay as typed.
    if (data.ok || data.kind === 'kept' || data.kind === 'mail_failed') on.done();
    if (!data.ok && (data.kind === 'kept' || data.kind === 'unkept')) return;
    if (data.ok) {
      on.taken();
      toast({ ...CONTACT_TEXTS.success, variant: 'success' });
    } else {
      on.refused();
      toast({
        title: CONTACT_TEXTS.failure.title,
        description: data.kind === 'rate_limited' ? data.description : CONTACT_TEXTS.failure.description,
        variant: 'destructive',
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
}

/** The browser's own check: on submit (true when the form may go), then on each change after it. */
function useChecks(submitted: React.RefObject<boolean>, setErrors: React.Dispatch<React.SetStateAction<FieldErrors>>) {
  // Only the latest check's answer counts; the fields changed meanwhile take it.
  const checks = useRef(0);
  const changed = useRef(new Set<FieldName>());
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>): Promise<boolean> => {
    event.preventDefault();
    const form = event.currentTarget;
    submitted.current = true;
    changed.current.clear();
    const check = ++checks.current;
    const result = await validateEnquiry(form);
    if (check !== checks.current) return false;
    if (result.errors) {
      setErrors(perField(result.errors));
      const first = ENQUIRY_FIELDS.find((name) => result.errors[name]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return false;
    }
    setErrors({});
    return true;
  };
  const onChange = async (event: React.FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (!submitted.current || !isField(name)) return;
    const form = event.currentTarget;
    changed.current.add(name);
    const check = ++checks.current;
    const result = await validateEnquiry(form);
    if (check !== checks.current) return;
    const names = [...changed.current];
    changed.current.clear();
    setErrors((previous) => ({ ...previous, ...Object.fromEntries(names.map((field) => [field, result.errors?.[field]])) }));
  };
  return { onSubmit, onChange };
}
