import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CRISIS_PATH } from '@wellbeing/shared/routes';
import { PageTitle } from '../components/page-title';

/** The honest "not built yet" notice, used by /unfinished and by every screen whose feature is still coming. */
export function UnfinishedNotice({ what = 'This part of Harbour' }: { what?: string }) {
  return (
    <div data-testid="unfinished">
      <Text>{what} is not ready yet. We would rather tell you that than show you something half-built.</Text>
      <Text mt="sm">In the meantime, the crisis lines, articles and the rest of the site work as usual.</Text>
      <Group mt="lg">
        <Button component={Link} to="/">
          Back to the home page
        </Button>
        <Button component={Link} to={CRISIS_PATH} variant="outline">
          Get help now
        </Button>
      </Group>
    </div>
  );
}

export function Component() {
  return (
    <section>
      <PageTitle>Coming soon</PageTitle>
      <UnfinishedNotice />
    </section>
  );
}
