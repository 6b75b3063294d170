import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's `PasswordInput` with `aria-invalid` on the input while it shows an error, as its `TextInput` does:
 * the library marks the field only with `data-invalid`, which assistive technology does not read.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
