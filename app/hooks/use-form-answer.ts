import { useState } from 'react';
import { useActionData } from 'react-router';
import { currentAnswer } from '#domain/form-answer';

/**
 * The answer a fetcher form shows: the route's action data after a plain document post (made
 * before the page's scripts ran, or without JavaScript), the fetcher's data once script has posted.
 * Use it in the route module's tree; `belongs` picks this form's answer on a page with several.
 * `byDocument` is true when the answer came with the page (no script saw it arrive, so no toast).
 */
export function useFormAnswer<T>(fetcher: { data?: T; state: string }, belongs?: (answer: T) => boolean): { answer: T | undefined; byDocument: boolean } {
  const actionData = useActionData() as T | undefined;
  // Once the fetcher has posted, an earlier document post's answer is stale for good.
  const [used, setUsed] = useState(false);
  const usedNow = used || fetcher.state !== 'idle' || fetcher.data !== undefined;
  if (usedNow && !used) setUsed(true);
  const answer = currentAnswer(fetcher.data, usedNow, actionData, belongs);
  return { answer, byDocument: !usedNow && answer !== undefined };
}
