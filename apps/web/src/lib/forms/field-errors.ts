import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field, keyed by dotted path (`licence.country`), for showing next to inputs. */
export function fieldErrorsOf(error: z.ZodError | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
