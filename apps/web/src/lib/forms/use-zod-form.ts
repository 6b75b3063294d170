import { useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrorsOf, type FieldErrors } from './field-errors';

/** What `inputProps` gives an input: its name, value, message and handlers. */
export interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * The form whose submit button a pointer is pressing right now. Safari (and others) do not focus a clicked
 * button, so the field's blur has no `relatedTarget`; the press, which comes before the blur, still tells.
 */
let pressedSubmitOf: HTMLFormElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('button') : null;
      pressedSubmitOf = target && target.type === 'submit' ? target.form : null;
    },
    true,
  );
  // Released after the click that follows the release has been handled.
  const release = () => setTimeout(() => (pressedSubmitOf = null), 0);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/**
 * True when focus leaves a field for this form's own submit button (focused, or pressed by a pointer). The
 * reveal then waits for the submit: a message appearing on that blur would move the button between
 * mouse-down and mouse-up, and the click would be lost.
 */
export function isBlurToSubmit(event: FocusEvent<HTMLElement>, form: HTMLFormElement | null): boolean {
  if (form === null) return false;
  const next = event.relatedTarget;
  if (next instanceof HTMLButtonElement) return next.type === 'submit' && next.form === form;
  return pressedSubmitOf === form;
}

interface ZodFormOptions<V extends Record<string, string>, S extends z.ZodType> {
  schema: S;
  initialValues: V;
  /** Turns the form's strings into what the schema checks (e.g. only the changed fields). */
  toInput?: (values: V) => unknown;
  /** Checks the schema cannot make (e.g. "type the new password again"). */
  extraErrors?: (values: V) => FieldErrors;
}

/**
 * A small controlled form checked by a shared zod schema: messages appear for a field once it has been
 * left (for anything but the submit button) or the form submitted; server field errors show until that field changes; the first problem gets focus.
 */
export function useZodForm<V extends Record<string, string>, S extends z.ZodType>({ schema, initialValues, toInput, extraErrors }: ZodFormOptions<V, S>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const validation = schema.safeParse(toInput ? toInput(values) : values);
  const clientErrors: FieldErrors = { ...fieldErrorsOf(validation.error), ...extraErrors?.(values) };

  const errorOf = (field: keyof V & string): string | undefined =>
    serverErrors[field] ?? (submitted || touched.has(field) ? clientErrors[field] : undefined);

  const setValue = (field: keyof V & string, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
  };

  const inputProps = (field: keyof V & string): FieldProps => ({
    name: field,
    value: values[field] ?? '',
    error: errorOf(field),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValue(field, event.currentTarget.value),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (isBlurToSubmit(event, formRef.current)) return;
      setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
    },
  });

  const focusField = (field: string) => (formRef.current?.elements.namedItem(field) as HTMLElement | null)?.focus();

  /** Runs `onValid` with the schema's output when every check passes, else shows and focuses the first problem. */
  const handleSubmit = (onValid: (data: z.output<S>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const firstProblem = Object.keys(clientErrors).find((key) => clientErrors[key]);
    if (!validation.success || firstProblem) {
      if (firstProblem) focusField(firstProblem.split('.')[0] ?? firstProblem);
      return;
    }
    onValid(validation.data);
  };

  /** Back to a fresh form (after a successful save), optionally with new starting values. */
  const reset = (next: V = initialValues) => {
    setValues(next);
    setTouched(new Set());
    setSubmitted(false);
    setServerErrors({});
  };

  return { formRef, values, setValue, inputProps, errorOf, handleSubmit, setServerErrors, reset };
}
