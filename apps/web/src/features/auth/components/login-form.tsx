import { Alert, Anchor, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/forms/password-field';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { loginRequestSchema } from '@wellbeing/shared/schemas/account';
import { ApiError } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/session/use-session-user';
import { useLogin } from '../api/login';
import { fieldErrorsOf } from '../../../lib/forms/field-errors';
import { PASSWORD_RESET_PATH } from '@wellbeing/shared/routes';
import { BusyButton } from '../../../components/busy-button';

type LoginField = 'email' | 'password';

/** E-mail and password; on success goes to `returnTo` (already checked to be a path on this site). */
export function LoginForm({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  const login = useLogin();
  const user = useSessionUser();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<LoginField, string>>({ email: '', password: '' });
  const [submitted, setSubmitted] = useState(false);

  const validation = loginRequestSchema.safeParse(values);
  const clientErrors = submitted ? fieldErrorsOf(validation.error) : {};
  const serverErrors = login.error instanceof ApiError ? (login.error.fields ?? {}) : {};
  const errorOf = (field: LoginField) => clientErrors[field] ?? serverErrors[field];

  const change = (field: LoginField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    if (login.isError) login.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!validation.success) {
      const first = validation.error.issues[0]?.path[0];
      if (typeof first === 'string') (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    login.mutate(validation.data, { onSuccess: () => void navigate(returnTo, { replace: true }) });
  };

  const failure = login.error;
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {user && !login.isPending && !login.isSuccess ? (
          <Alert role="status" color="gray" variant="light">
            You’re already logged in as <strong>{user.username}</strong>. Logging in again signs you in as the account you enter.{' '}
            <Anchor component={Link} to="/profile" underline="always">
              Go to your profile
            </Anchor>
          </Alert>
        ) : null}
        {failure ? (
          <Alert id="login-error" color={failure instanceof ApiError && failure.code === 'auth/email-not-verified' ? 'blue' : 'red'} variant="light" data-testid="login-error">
            {failure.message}
          </Alert>
        ) : null}
        <TextInput
          name="email"
          type="email"
          label="E-mail address"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={change('email')}
          error={errorOf('email')}
        />
        <PasswordField
          name="password"
          label="Password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          error={errorOf('password')}
        />
        <BusyButton type="submit" loading={login.isPending} style={{ alignSelf: 'flex-start' }}>
          Log in
        </BusyButton>
        <Anchor component={Link} to={PASSWORD_RESET_PATH} underline="always" size="sm" data-testid="forgot-password">
          Forgot your password?
        </Anchor>
      </Stack>
    </form>
  );
}
