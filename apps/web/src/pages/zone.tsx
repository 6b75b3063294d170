import { Text } from '@mantine/core';
import { isZone } from '@wellbeing/shared/zones';
import { useRouteEntry } from '../app/use-route-entry';
import { PageTitle } from '../components/page-title';
import { hubDescriptions } from '../content/pages/hubs';
import { ZoneArticles } from '../features/articles/components/zone-articles';

/** /resources/<zone>: the zone is the last segment of the route's path. */
export function Component() {
  const entry = useRouteEntry();
  const zone = entry.path.split('/').at(-1);
  if (!isZone(zone)) throw new Error(`${entry.path} is not a zone route`);
  return (
    <section>
      <PageTitle lead={hubDescriptions[entry.path]}>{entry.heading}</PageTitle>
      <ZoneArticles zone={zone} />
      <Text size="sm" c="dimmed" mt="xl">
        Articles are general information, not medical advice. If you are in danger now, use “Get help now” at the top of the page.
      </Text>
    </section>
  );
}
