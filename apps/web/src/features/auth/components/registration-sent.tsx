import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';

/** After registering: a calm "check your e-mail" step; the link in the e-mail returns to the login page. */
export function RegistrationSent({ email, isProfessional }: { email: string; isProfessional: boolean }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="registration-sent-heading" data-testid="registration-sent">
      <Stack gap="sm" maw="60ch">
        <Title order={2} id="registration-sent-heading" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          Check your e-mail
        </Title>
        <Text>
          Your account is almost ready. We have sent a link to <strong>{email}</strong>. Open it to confirm the address is yours; it brings you
          back to the login page, where you can log in.
        </Text>
        <Text>
          Nothing there after a few minutes? Have a look in your spam or junk folder. You can also try to log in: if the address is not
          confirmed yet, we send you a fresh link.
        </Text>
        {isProfessional ? (
          <Text>
            An admin will check your professional details. Until then your account works as a seeker account, and you can follow the check on
            your profile.
          </Text>
        ) : null}
        <Group mt="sm">
          <Button component={Link} to="/login">
            Go to log in
          </Button>
        </Group>
      </Stack>
    </section>
  );
}
