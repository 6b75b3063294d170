import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

type IssuePath = z.ZodError['issues'][number]['path'];

/** A field's key as a dotted path (`licence.country`): one input per leaf. */
const dottedPath = (path: IssuePath): string => path.map(String).join('.');
/** A field's key as its top-level name (`specialties` for `specialties.2`): one input for a whole list or group. */
export const topLevelName = (path: IssuePath): string => String(path[0] ?? '_');

/** The first message per field, keyed by dotted path unless told otherwise, for showing next to inputs. */
export function fieldErrorsOf(error: z.ZodError | undefined, keyOf: (path: IssuePath) => string = dottedPath): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error?.issues ?? []) {
    errors[keyOf(issue.path)] ??= issue.message;
  }
  return errors;
}

/** Moves keyboard focus to the first field with a problem (by its name, in form order). */
export function focusFirstProblem(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]) {
      (element as HTMLElement).focus();
      return;
    }
  }
}
