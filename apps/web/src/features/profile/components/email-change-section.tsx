import { Group, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/forms/password-field';
import { emailChangeRequestSchema } from '@wellbeing/shared/schemas/account';
import { ApiError } from '../../../lib/api-client';
import { useChangeEmail } from '../api/change-email';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { ProfileSection } from './profile-section';
import { SuccessMessage } from '../../../components/success-message';
import { AccountChangeError } from './account-change-error';
import { BusyButton } from '../../../components/busy-button';

/** Change of e-mail: a link goes to the new address and the change completes once it is followed. */
export function EmailChangeSection({ currentEmail }: { currentEmail: string }) {
  const change = useChangeEmail();
  const form = useZodForm({ schema: emailChangeRequestSchema, initialValues: { newEmail: '', currentPassword: '' } });
  const send = form.handleSubmit((request) =>
    change.mutate(request, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        if (error instanceof ApiError && error.fields) form.setServerErrors(error.fields);
      },
    }),
  );
  return (
    <ProfileSection
      id="email"
      title="Change your e-mail address"
      description="We send a link to the new address. Until you follow it, you keep logging in with your current address."
    >
      <Text size="sm">
        Current address: <strong style={{ overflowWrap: 'anywhere' }}>{currentEmail}</strong>
      </Text>
      {change.isSuccess ? <SuccessMessage>{change.data}</SuccessMessage> : null}
      <form ref={form.formRef} onSubmit={send} noValidate data-testid="email-change-form">
        <Stack gap="md">
          {change.isError ? <AccountChangeError error={change.error} /> : null}
          <TextInput {...form.inputProps('newEmail')} type="email" label="New e-mail address" autoComplete="email" inputMode="email" required />
          <PasswordField {...form.inputProps('currentPassword')} label="Your current password" autoComplete="current-password" required />
          <Group>
            <BusyButton type="submit" loading={change.isPending}>
              Send verification link
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
