import { Anchor, Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { routeTable, type RouteEntry } from '@wellbeing/shared/routes';
import { hubDescriptions } from '../content/pages/hubs';
import { useRouteEntry } from '../app/use-route-entry';
import { useSessionUser } from '../lib/session/use-session-user';
import { PageTitle } from '../components/page-title';

/** Extra destinations a hub leads to that live in another section of the site. */
const HUB_EXTRAS: Record<string, readonly string[]> = {
  '/get-support': ['/resources/your-calm-zone', '/resources/for-supporters', '/resources/for-professionals', '/community/events-webinars'],
  '/resources': ['/get-support/crisis-help', '/get-support/interactive-tools', '/get-support/find-professional', '/ai-chat', '/community/events-webinars'],
  '/community': [],
};

export function Component() {
  const entry = useRouteEntry();
  const children = (routeTable as readonly RouteEntry[]).filter((r) => r.path.startsWith(`${entry.path}/`) && r.inSitemap);
  const extras = (HUB_EXTRAS[entry.path] ?? []).flatMap((path) => (routeTable as readonly RouteEntry[]).filter((r) => r.path === path));
  const signedIn = useSessionUser() !== null;
  return (
    <section>
      <PageTitle lead={hubDescriptions[entry.path]}>{entry.heading}</PageTitle>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {[...children, ...extras].map((child) => (
          <Card key={child.path} withBorder padding="lg">
            <Anchor component={Link} to={child.path} fw={700} fz="lg">
              {child.heading}
            </Anchor>
            <Text size="sm" mt="xs">
              {hubDescriptions[child.path]}
            </Text>
            {child.requiresLogin && !signedIn ? (
              <Text size="xs" c="dimmed" mt="xs">
                Needs an account
              </Text>
            ) : null}
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
