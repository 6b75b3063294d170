import { Button, Group, Text } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { CRISIS_PATH } from '@wellbeing/shared/routes';
import { PageTitle } from '../components/page-title';
import { NotFoundPage } from './not-found';

/** Shown when a page fails to load (e.g. its code could not be fetched while offline). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section style={{ maxWidth: "72rem", margin: "0 auto", padding: "2rem 1rem" }}>
      <PageTitle>Something went wrong</PageTitle>
      <Text>This page could not be shown. Please check your connection and try again.</Text>
      <Group mt="lg">
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <Button component={Link} to={CRISIS_PATH} variant="outline">
          Get help now
        </Button>
      </Group>
    </section>
  );
}
