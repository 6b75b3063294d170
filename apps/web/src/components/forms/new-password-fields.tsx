import { PasswordField } from './password-field';
import { PASSWORD_MIN_LENGTH } from '@wellbeing/shared/schemas/account';
import type { FieldErrors } from '../../lib/forms/field-errors';
import type { FieldProps } from '../../lib/forms/use-zod-form';

/** The check the schema cannot make: the new password typed twice the same (a `useZodForm` extra check). */
export function newPasswordsDiffer({ newPassword, confirmPassword }: { newPassword: string; confirmPassword: string }): FieldErrors {
  return confirmPassword !== newPassword ? { confirmPassword: 'The two new passwords are not the same.' } : {};
}

/** A new password and the same again, for every form that sets one (profile, password reset). */
export function NewPasswordFields({ newPassword, confirmPassword }: { newPassword: FieldProps; confirmPassword: FieldProps }) {
  return (
    <>
      <PasswordField
        {...newPassword}
        label="New password"
        autoComplete="new-password"
        required
        description={`At least ${PASSWORD_MIN_LENGTH} characters. A passphrase of a few unrelated words is easy to remember and hard to guess.`}
      />
      <PasswordField {...confirmPassword} label="New password again" autoComplete="new-password" required />
    </>
  );
}
