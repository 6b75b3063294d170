import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';

const LOGIN_AGAIN_PATH = `/login?returnTo=${encodeURIComponent('/profile')}`;

/** A failed account change; when the server wants a fresh log in, a link to do that and come back here. */
export function AccountChangeError({ error }: { error: Error }) {
  const needsFreshLogin = error instanceof ApiError && error.code === 'auth/requires-recent-login';
  return (
    <Alert color="red" variant="light">
      {error.message}
      {needsFreshLogin ? (
        <>
          {' '}
          <Anchor component={Link} to={LOGIN_AGAIN_PATH} fw={600} underline="always">
            Log in again
          </Anchor>
        </>
      ) : null}
    </Alert>
  );
}
