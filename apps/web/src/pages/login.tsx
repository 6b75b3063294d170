import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../components/page-title';
import { LoginForm } from '../features/auth/components/login-form';
import { safeReturnTo } from '../features/auth/utils/return-to';

export function Component() {
  const [params] = useSearchParams();
  const linkError = params.get('error');
  const isVerified = params.get('verified') === '1';
  return (
    <section style={{ maxWidth: '30rem' }}>
      <PageTitle>Log in</PageTitle>
      <Stack gap="lg">
        {linkError === 'email-taken' ? (
          <Alert role="status" color="harbour" variant="light" data-testid="login-link-error">
            Your e-mail address was not changed: another account has started using that address since we sent the link. Log in with the address you
            had, and choose a different new one on your profile page.
          </Alert>
        ) : linkError ? (
          <Alert role="status" color="harbour" variant="light" data-testid="login-link-error">
            That link has expired or was already used. If your e-mail is not verified yet, log in and we will send you a fresh link.
          </Alert>
        ) : isVerified ? (
          <Alert role="status" color="harbour" variant="light" data-testid="login-verified">
            Thank you — your e-mail is verified. You can log in now.
          </Alert>
        ) : null}
        <LoginForm returnTo={safeReturnTo(params.get('returnTo'))} />
        <Text>
          New to Harbour?{' '}
          <Anchor component={Link} to="/register" underline="always">
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </section>
  );
}
