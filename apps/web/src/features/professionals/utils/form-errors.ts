import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per top-level field, for showing next to its input. */
export function fieldErrorsOf(error: z.ZodError | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error?.issues ?? []) {
    const key = String(issue.path[0] ?? '_');
    errors[key] ??= issue.message;
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
