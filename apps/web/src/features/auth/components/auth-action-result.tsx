import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ActionOutcome } from './action-outcome';
import { ChooseNewPasswordForm, RequestPasswordResetForm } from './password-reset-forms';

/**
 * What the links in our e-mails lead to. `mode=verify-email` explains how verifying went (an `error` such
 * as `invalid_token` or `token_expired` means the link can no longer be used); `mode=reset-password` asks
 * for a new password with the link's `token`, or without one for the address to send a link to; anything
 * else gets a short general explanation.
 */
export function AuthActionResult({ mode, error, token }: { mode: string | null; error: string | null; token: string | null }) {
  if (mode === 'reset-password') return token === null ? <RequestPasswordResetForm /> : <ChooseNewPasswordForm token={token} />;
  if (mode === 'verify-email' && !error) {
    return (
      <ActionOutcome data-testid="auth-action" data-result="verified" title="Your e-mail is verified" links={[{ to: '/login', label: 'Log in' }]}>
        Thank you. Your e-mail address is confirmed and your account is ready.
      </ActionOutcome>
    );
  }
  if (mode === 'verify-email') {
    return (
      <ActionOutcome
        data-testid="auth-action"
        data-result="link-unusable"
        title="This link can no longer be used"
        links={[
          { to: '/login', label: 'Log in' },
          { to: '/register', label: 'Create an account', variant: 'outline' },
        ]}
      >
        The link has expired or was already used. If your e-mail is not verified yet, log in and we will send you a fresh link straight away.
      </ActionOutcome>
    );
  }
  return (
    <Stack gap="md" data-testid="auth-action" data-result="general">
      <Text maw="60ch">
        This page finishes actions started from an e-mail we sent you, such as confirming your e-mail address. There is nothing to do here
        right now. If you followed a link and expected something to happen, the link may be incomplete or out of date.
      </Text>
      <Group>
        <Button component={Link} to="/login">
          Log in
        </Button>
        <Button component={Link} to="/register" variant="outline">
          Create an account
        </Button>
      </Group>
    </Stack>
  );
}
