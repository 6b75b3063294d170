import { Text } from '@mantine/core';
import { hubDescriptions } from '../content/pages/hubs';
import { useRouteEntry } from '../app/use-route-entry';
import { PageTitle } from '../components/page-title';
import { UnfinishedNotice } from './unfinished';

/** A screen whose feature comes later: its heading, what it will be for, and an honest notice. */
export function Component() {
  const entry = useRouteEntry();
  return (
    <section>
      <PageTitle lead={hubDescriptions[entry.path]}>{entry.heading}</PageTitle>
      <Text fw={600} mb="xs">
        Coming soon
      </Text>
      <UnfinishedNotice what={`The ${entry.page.toLowerCase()} page`} />
    </section>
  );
}
