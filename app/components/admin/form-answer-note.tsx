// A staff form's answer written in the page: the toast needs script, so the answer to a post made
// without JavaScript (or before the scripts ran) is said here, once.
import { summaryOf, type FormFeedback } from '#domain/form-answer';

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
