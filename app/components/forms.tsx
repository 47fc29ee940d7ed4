// The one form kit of the shop and the staff area: a labelled field (input, textarea, select), the
// message under it, the attributes that tie the two together for screen readers, and the honeypot.
// Plain elements posted by a plain <form method="post">: they work before hydration and without
// JavaScript, and they add no form library to a page's first load (docs/decisions/0051-one-form-kit.md).
import type { ReactNode } from 'react';
import { HONEYPOT_FIELD } from '#domain/form-hints';

/** Every text box, text area and select of a form: one look, in the shop and in the staff area. */
export const inputClass =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-stone-100';

const labelClass = 'text-sm font-semibold text-stone-800';

/** The ids a control is described by, in order; undefined when there is none. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/**
 * What ties a control to its message: `aria-invalid` while it is refused, and `aria-describedby`
 * naming its other descriptions (a hint) first, then the message (`${id}-error`).
 */
export function fieldAria(id: string, error: string | undefined, ...described: Array<string | false | null | undefined>) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(...described, error && `${id}-error`) } as const;
}

/** A field's message under it (id `${id}-error`); a span, so it may also sit in a label. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <span id={`${id}-error`} className="mt-1 block text-sm font-medium text-red-800">
      {message}
    </span>
  );
}

interface ShellProps {
  id: string;
  label: ReactNode;
  /** A line under the control (id `${id}-ayuda`), read with it. */
  hint?: ReactNode;
  error?: string;
  className?: string;
}

/** Label, control, hint, whatever the caller adds (`after`) and the message, in that order. */
export function FieldShell({ id, label, hint, error, className, after, children }: ShellProps & { after?: ReactNode; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-ayuda`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {after}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** The control's own attributes: id, aria wiring, the kit's look (plus the caller's classes). */
function controlProps(id: string, { hint, error }: ShellProps, extra: { describedBy?: string; className?: string }) {
  return {
    id,
    ...fieldAria(id, error, hint ? `${id}-ayuda` : undefined, extra.describedBy),
    className: `mt-1 ${inputClass}${extra.className ? ` ${extra.className}` : ''}`,
  };
}

type Extra = { inputClassName?: string; describedBy?: string; after?: ReactNode };
type InputFieldProps = ShellProps & Extra & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled text box (any input type but checkbox and radio). */
export function Field({ id, label, hint, error, className, inputClassName, describedBy: more, after, ...input }: InputFieldProps) {
  const shell = { id, label, hint, error, className };
  return (
    <FieldShell {...shell} after={after}>
      <input {...input} {...controlProps(id, shell, { describedBy: more, className: inputClassName })} />
    </FieldShell>
  );
}

type TextareaFieldProps = ShellProps & Omit<Extra, 'after'> & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled text area. */
export function TextareaField({ id, label, hint, error, className, inputClassName, describedBy: more, ...textarea }: TextareaFieldProps) {
  const shell = { id, label, hint, error, className };
  return (
    <FieldShell {...shell}>
      <textarea {...textarea} {...controlProps(id, shell, { describedBy: more, className: inputClassName })} />
    </FieldShell>
  );
}

type SelectFieldProps = ShellProps & Omit<Extra, 'after'> & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'id'>;

/** A labelled select; its options are the children. */
export function SelectField({ id, label, hint, error, className, inputClassName, describedBy: more, children, ...select }: SelectFieldProps) {
  const shell = { id, label, hint, error, className };
  return (
    <FieldShell {...shell}>
      <select {...select} {...controlProps(id, shell, { describedBy: more, className: inputClassName })}>
        {children}
      </select>
    </FieldShell>
  );
}

/**
 * Left empty by people, filled by bots that fill every field: the server answers such a post as
 * if it were taken and keeps nothing. Off screen and out of the tab order, hidden from readers.
 */
export function HoneypotInputs() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-0 w-0 overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD}>Sitio web</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
