import { Alert, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ERROR_MESSAGES } from '@wellbeing/shared/errors';

/** The profile without a session (it ended, or was never there): say so and offer to log in. */
export function ProfileSignedOutNotice() {
  return (
    <Alert role="status" color="gray" variant="light" title={ERROR_MESSAGES['auth/not-authenticated']} data-testid="profile-signed-out">
      <Text size="sm">You are not logged in, or your session has ended. Log in to see and change your profile.</Text>
      <Group mt="sm">
        <Button component={Link} to={`/login?returnTo=${encodeURIComponent('/profile')}`} size="sm">
          Log in
        </Button>
      </Group>
    </Alert>
  );
}
