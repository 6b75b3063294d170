import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CRISIS_PATH, NOT_FOUND_HEADING } from '@wellbeing/shared/routes';
import { PageTitle } from '../components/page-title';

export function NotFoundPage() {
  return (
    <section data-testid="not-found">
      <PageTitle>{NOT_FOUND_HEADING}</PageTitle>
      <Text>The page may have moved, or the link may be mistyped. Nothing you did is lost.</Text>
      <Group mt="lg">
        <Button component={Link} to="/">
          Go to the home page
        </Button>
        <Button component={Link} to="/sitemap" variant="outline">
          See every page
        </Button>
        <Button component={Link} to={CRISIS_PATH} variant="subtle">
          I need help now
        </Button>
      </Group>
    </section>
  );
}

export const Component = NotFoundPage;
