// A staff form's answer written in the page: the toast needs script, so the answer to a post made
// without JavaScript (or before the scripts ran) is said here, once.
import { summaryOf, type FormFeedback } from '../../../domain/form-answer';

export function FormAnswerNote({ answer, show, testid }: { answer: FormFeedback | undefined; show: boolean; testid?: string }) {
  if (!answer || !show) return null;
  // A refusal that one field's message already says is not said twice.
  const text = summaryOf(answer);
  if (!answer.ok && Object.values(answer.fieldErrors ?? {}).includes(text)) return null;
  return (
    <p
      role={answer.ok ? 'status' : 'alert'}
      data-testid={testid}
      className={`mt-3 rounded-lg p-3 text-sm ${answer.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}
    >
      {text}
    </p>
  );
}

/** A field's message under it (id `${id}-error`, for the field's aria-describedby); a span, so it may sit in a label. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <span id={`${id}-error`} className="mt-1 block text-sm font-medium text-red-800">
      {message}
    </span>
  );
}
