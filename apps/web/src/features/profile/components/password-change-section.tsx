import { Group, Stack } from '@mantine/core';
import { PasswordField } from '../../../components/forms/password-field';
import { passwordChangeRequestSchema } from '@wellbeing/shared/schemas/account';
import { NewPasswordFields, newPasswordsDiffer } from '../../../components/forms/new-password-fields';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { ProfileSection } from './profile-section';
import { SuccessMessage } from '../../../components/success-message';
import { AccountChangeError } from './account-change-error';
import { BusyButton } from '../../../components/busy-button';

/** Change of password, confirmed with the current one (spec section 5); other devices are signed out. */
export function PasswordChangeSection() {
  const change = useChangePassword();
  const form = useZodForm({
    schema: passwordChangeRequestSchema,
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    toInput: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
    extraErrors: newPasswordsDiffer,
  });
  const send = form.handleSubmit((request) =>
    change.mutate(request, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'auth/weak-password') form.setServerErrors({ newPassword: error.message });
        else if (error instanceof ApiError && error.fields) form.setServerErrors(error.fields);
      },
    }),
  );
  return (
    <ProfileSection id="password" title="Change your password" description="Changing your password logs out every other device that is logged in to your account.">
      {change.isSuccess ? (
        <SuccessMessage>Your password has been changed. Any other devices that were logged in to your account have been logged out; this one stays logged in.</SuccessMessage>
      ) : null}
      <form ref={form.formRef} onSubmit={send} noValidate data-testid="password-change-form">
        <Stack gap="md">
          {change.isError ? <AccountChangeError error={change.error} /> : null}
          <PasswordField {...form.inputProps('currentPassword')} label="Current password" autoComplete="current-password" required />
          <NewPasswordFields newPassword={form.inputProps('newPassword')} confirmPassword={form.inputProps('confirmPassword')} />
          <Group>
            <BusyButton type="submit" loading={change.isPending}>
              Change password
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
