import type { FormFeedback } from '#domain/form-answer';
import { useActionToast, type ActionAnswer } from './use-action-toast';
import { useFormAnswer } from './use-form-answer';

export type StaffFormAnswer = ActionAnswer & Pick<FormFeedback, 'fieldErrors' | 'values'>;

/** This form's answer when it names the form: its intent (and the row's id, for a form per row). */
export const formIs =
  (intent: string | readonly string[], id?: string) =>
  (answer: StaffFormAnswer): boolean =>
    (typeof intent === 'string' ? answer.values?.intent === intent : intent.includes(answer.values?.intent ?? '')) &&
    (id === undefined || answer.values?.id === id);

/**
 * A staff fetcher form's answer: a toast when script posted it, and the answer itself (shown
 * beside the form and its fields by the page) also after a post made without JavaScript.
 */
export function useStaffForm<T extends StaffFormAnswer>(
  fetcher: { data?: T; state: string },
  titles: { success: string; error?: string },
  belongs?: (answer: T) => boolean,
) {
  const result = useFormAnswer(fetcher, belongs);
  useActionToast(fetcher.data, titles.success, titles.error);
  return result;
}
