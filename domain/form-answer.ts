// What every posting form shows of its action's answer, whichever way it was posted: by script
// (the fetcher's data) or as a plain document post before the scripts ran or without them (the
// route's action data, rendered by the server). One answer at a time, the general sentence once,
// each field's message beside its field and the typed values back in their fields.

/** The part of an action's answer the forms show; every form's answer has some of these. */
export interface FormFeedback {
  ok: boolean;
  /** Visitor forms: a title and a description (the toast's two lines). */
  title?: string;
  description?: string;
  /** Staff forms: one sentence. */
  message?: string;
  /** Field name -> Spanish message, shown beside that field. */
  fieldErrors?: Record<string, string>;
  /** The posted text fields of a refused post, to fill the form again (never a password). */
  values?: Record<string, string>;
}

/**
 * The answer a form shows: the fetcher's once it has been used (it is the newest), otherwise the
 * answer to a document post of this form (`belongs` tells a page's forms apart), otherwise none.
 */
export function currentAnswer<T>(fetcherData: T | undefined, fetcherUsed: boolean, actionData: T | undefined, belongs?: (answer: T) => boolean): T | undefined {
  if (fetcherUsed) return fetcherData;
  if (actionData === undefined || actionData === null) return undefined;
  return !belongs || belongs(actionData) ? actionData : undefined;
}

const comparable = (text: string) =>
  text
    .trim()
    .replace(/[.:\s]+$/u, '')
    .toLocaleLowerCase('es-AR');

/** The general sentence of an answer, once: a title that the description repeats is left out. */
export function summaryOf(answer: Pick<FormFeedback, 'title' | 'description' | 'message'>): string {
  const title = answer.title?.trim() ?? '';
  const description = (answer.description ?? answer.message ?? '').trim();
  if (!title) return description;
  if (!description || comparable(description).startsWith(comparable(title))) return description || title;
  return `${title}: ${description}`;
}

/** The named text fields of a posted body, cut to `max` characters each, to show them again. */
export function keptValues(input: unknown, names: readonly string[], max = 5000): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof input !== 'object' || input === null) return out;
  for (const name of names) {
    if (!Object.hasOwn(input, name)) continue;
    const value = (input as Record<string, unknown>)[name];
    if (typeof value === 'string') out[name] = value.slice(0, max);
  }
  return out;
}

/** The field's message of an answer, if any. */
export function fieldError(answer: FormFeedback | undefined, name: string): string | undefined {
  const errors = answer && !answer.ok ? answer.fieldErrors : undefined;
  return errors && Object.hasOwn(errors, name) ? errors[name] : undefined;
}

/** The first message of a zod error per field (the first path segment), for `fieldErrors`. */
export function firstIssuePerField(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    if (!Object.hasOwn(out, key)) out[key] = issue.message;
  }
  return out;
}
