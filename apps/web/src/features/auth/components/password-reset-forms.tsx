import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, passwordResetRequestSchema, passwordResetSchema } from '@wellbeing/shared/schemas/account';
import { ApiError } from '../../../lib/api-client';
import { useConfirmPasswordReset, useRequestPasswordReset } from '../api/password-reset';
import { fieldErrorsOf } from '../../../lib/forms/field-errors';
import { ActionOutcome } from './action-outcome';
import { PASSWORD_RESET_PATH } from '../utils/password-reset-path';

/** Focuses the first field with a problem, so a keyboard or screen-reader user lands on it. */
function focusFirst(form: HTMLFormElement | null, field: string | undefined) {
  if (field) (form?.elements.namedItem(field) as HTMLElement | null)?.focus();
}

/** "Forgot your password?": the address to send a link to. The answer never says whether it has an account. */
export function RequestPasswordResetForm() {
  const request = useRequestPasswordReset();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const validation = passwordResetRequestSchema.safeParse({ email });
  const error = (submitted ? fieldErrorsOf(validation.error).email : undefined) ?? (request.error instanceof ApiError ? request.error.fields?.email : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!validation.success) return focusFirst(formRef.current, 'email');
    request.mutate(validation.data);
  };

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
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          {request.isError && !error ? (
            <Alert color="red" variant="light" data-testid="password-reset-error">
              {request.error.message}
            </Alert>
          ) : null}
          <TextInput
            name="email"
            type="email"
            label="E-mail address"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              if (request.isError) request.reset();
            }}
            error={error}
          />
          <Group>
            <Button type="submit" loading={request.isPending}>
              Send me a link
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

type NewPasswordField = 'newPassword' | 'confirmPassword';

/** The link from the e-mail: a new password, twice. Every device is signed out once it is set. */
export function ChooseNewPasswordForm({ token }: { token: string }) {
  const confirm = useConfirmPasswordReset();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<NewPasswordField, string>>({ newPassword: '', confirmPassword: '' });
  const [submitted, setSubmitted] = useState(false);
  const validation = passwordResetSchema.safeParse({ token, newPassword: values.newPassword });
  const clientErrors: Partial<Record<string, string>> = submitted ? fieldErrorsOf(validation.error) : {};
  if (submitted && values.confirmPassword !== values.newPassword) clientErrors.confirmPassword = 'The two new passwords are not the same.';
  const failure = confirm.error instanceof ApiError ? confirm.error : null;
  const serverErrors: Partial<Record<string, string>> = failure?.code === 'auth/weak-password' ? { newPassword: failure.message } : (failure?.fields ?? {});
  const errorOf = (field: NewPasswordField) => clientErrors[field] ?? serverErrors[field];

  const change = (field: NewPasswordField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    if (confirm.isError) confirm.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!validation.success || values.confirmPassword !== values.newPassword) {
      return focusFirst(formRef.current, errorOf('newPassword') || !validation.success ? 'newPassword' : 'confirmPassword');
    }
    confirm.mutate(validation.data);
  };

  if (confirm.isSuccess) {
    return (
      <ActionOutcome data-testid="password-reset" data-step="done" title="Your password has been changed" links={[{ to: '/login', label: 'Log in' }]}>
        Every device that was signed in to your account has been signed out. Log in with your new password.
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
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          {confirm.isError && !errorOf('newPassword') ? (
            <Alert color="red" variant="light" data-testid="password-reset-error">
              {confirm.error.message}
            </Alert>
          ) : null}
          <PasswordInput
            name="newPassword"
            label="New password"
            autoComplete="new-password"
            required
            description={`At least ${PASSWORD_MIN_LENGTH} characters. A passphrase of a few unrelated words is easy to remember and hard to guess.`}
            value={values.newPassword}
            onChange={change('newPassword')}
            error={errorOf('newPassword')}
          />
          <PasswordInput
            name="confirmPassword"
            label="New password again"
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            onChange={change('confirmPassword')}
            error={errorOf('confirmPassword')}
          />
          <Group>
            <Button type="submit" loading={confirm.isPending}>
              Set my new password
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
