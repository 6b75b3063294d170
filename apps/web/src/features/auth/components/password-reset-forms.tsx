import { Alert, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { passwordResetRequestSchema, passwordResetSchema } from '@wellbeing/shared/schemas/account';
import { NewPasswordFields, newPasswordsDiffer } from '../../../components/forms/new-password-fields';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useConfirmPasswordReset, useRequestPasswordReset } from '../api/password-reset';
import { ActionOutcome } from './action-outcome';
import { PASSWORD_RESET_PATH } from '@wellbeing/shared/routes';
import { BusyButton } from '../../../components/busy-button';

/** "Forgot your password?": the address to send a link to. The answer never says whether it has an account. */
export function RequestPasswordResetForm() {
  const request = useRequestPasswordReset();
  const form = useZodForm({ schema: passwordResetRequestSchema, initialValues: { email: '' } });
  const submit = form.handleSubmit((data) =>
    request.mutate(data, {
      onError: (error) => {
        if (error instanceof ApiError && error.fields) form.setServerErrors(error.fields);
      },
    }),
  );
  const emailError = form.errorOf('email');

  if (request.isSuccess) {
    return (
      <ActionOutcome data-testid="password-reset" data-step="sent" title="Check your e-mail" links={[{ to: '/login', label: 'Back to log in', variant: 'outline' }]}>
        If an account uses <strong>{request.variables.email}</strong>, we have sent it a link to choose a new password. The link works for one hour,
        once. If nothing arrives within a few minutes, look in your spam or junk folder, or ask again.
      </ActionOutcome>
    );
  }
  return (
    <Stack gap="md" data-testid="password-reset" data-step="request">
      <Title order={2} size="h3">
        Forgot your password?
      </Title>
      <Text maw="60ch">
        Enter the e-mail address you use for Harbour and we will send you a link to choose a new password. Your journal, conversations and saved
        results stay as they are.
      </Text>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          {request.isError && !emailError ? (
            <Alert color="red" variant="light" data-testid="password-reset-error">
              {request.error.message}
            </Alert>
          ) : null}
          <TextInput {...form.inputProps('email')} type="email" label="E-mail address" autoComplete="email" inputMode="email" required />
          <Group>
            <BusyButton type="submit" loading={request.isPending}>
              Send me a link
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** The link from the e-mail: a new password, twice. Every device is signed out once it is set. */
export function ChooseNewPasswordForm({ token }: { token: string }) {
  const confirm = useConfirmPasswordReset();
  const form = useZodForm({
    schema: passwordResetSchema,
    initialValues: { newPassword: '', confirmPassword: '' },
    toInput: ({ newPassword }) => ({ token, newPassword }),
    extraErrors: newPasswordsDiffer,
  });
  const submit = form.handleSubmit((data) =>
    confirm.mutate(data, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'auth/weak-password') form.setServerErrors({ newPassword: error.message });
        else if (error instanceof ApiError && error.fields) form.setServerErrors(error.fields);
      },
    }),
  );
  const failure = confirm.error instanceof ApiError ? confirm.error : null;

  if (confirm.isSuccess) {
    return (
      <ActionOutcome data-testid="password-reset" data-step="done" title="Your password has been changed" links={[{ to: '/login', label: 'Log in' }]}>
        Every device that was logged in to your account has been logged out. Log in with your new password.
      </ActionOutcome>
    );
  }
  // A link cut short (a mail program wrapping it) is told at once, before anyone types a new password.
  const unusable = failure?.code === 'auth/reset-link-unusable' || !passwordResetSchema.shape.token.safeParse(token).success;
  if (unusable) {
    return (
      <ActionOutcome data-testid="password-reset" data-step="link-unusable" title="This link can no longer be used" links={[{ to: PASSWORD_RESET_PATH, label: 'Ask for a new link' }]}>
        {failure?.code === 'auth/reset-link-unusable' ? failure.message : 'This link is incomplete. Please ask for a new one.'}
      </ActionOutcome>
    );
  }
  return (
    <Stack gap="md" data-testid="password-reset" data-step="choose">
      <Title order={2} size="h3">
        Choose a new password
      </Title>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          {confirm.isError && !form.errorOf('newPassword') ? (
            <Alert color="red" variant="light" data-testid="password-reset-error">
              {confirm.error.message}
            </Alert>
          ) : null}
          <NewPasswordFields newPassword={form.inputProps('newPassword')} confirmPassword={form.inputProps('confirmPassword')} />
          <Group>
            <BusyButton type="submit" loading={confirm.isPending}>
              Set my new password
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
