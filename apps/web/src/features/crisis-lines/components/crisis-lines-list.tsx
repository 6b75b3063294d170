import { Alert, Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { crisisRegionName, linesForRegion, type RegionCode } from '@wellbeing/shared/crisis-lines';
import { builtInCrisisLines, useCrisisLines, type CrisisLinesResult } from '../api/get-crisis-lines';
import { formatDateTime, formatDay } from '../../../lib/format-date';
import { useOnline } from '../../../lib/use-online';
import { CrisisLineCard } from './crisis-line-card';

/** How long to wait for the live list before showing the built-in one (it is replaced when the live one arrives). */
const PATIENCE_MS = 3_000;

function ListStatus({ data }: { data: CrisisLinesResult }) {
  const online = useOnline();
  const updated = data.updatedAt ? formatDay(data.updatedAt) : null;
  // Offline, the list may also come from the browser's own cache; either way it is a saved copy.
  if (data.source === 'offline-copy' || (data.source === 'network' && !online)) {
    return (
      <Alert color="yellow" variant="light" title="You are offline" data-testid="crisis-lines-status" data-source="offline-copy">
        This is the list saved on this device on {formatDateTime(data.fetchedAt)}
        {updated ? ` (the list was last updated on ${updated})` : ''}. Phone numbers work without the internet.
      </Alert>
    );
  }
  if (data.source === 'built-in') {
    return (
      <Alert color="yellow" variant="light" title="We couldn’t load the latest list" data-testid="crisis-lines-status" data-source={data.source}>
        These are the lines built into Harbour{updated ? `, last checked on ${updated}` : ''}. Phone numbers work without the internet.
      </Alert>
    );
  }
  return (
    <Text size="sm" c="dimmed" data-testid="crisis-lines-status" data-source={data.source}>
      {updated ? `This list was last updated on ${updated}.` : 'This list is kept up to date by the Harbour team.'}
    </Text>
  );
}

/** The region's lines: the live list, else the copy saved for offline use, else the built-in one. */
export function CrisisLinesList({ region, onChooseRegion }: { region: RegionCode; onChooseRegion: (region: RegionCode) => void }) {
  const query = useCrisisLines();
  const [isSlow, setIsSlow] = useState(false);
  useEffect(() => {
    if (!query.isPending) return;
    const timer = window.setTimeout(() => setIsSlow(true), PATIENCE_MS);
    return () => window.clearTimeout(timer);
  }, [query.isPending]);

  const data = query.data ?? (isSlow ? builtInCrisisLines() : undefined);
  if (!data) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading crisis lines" data-testid="crisis-lines-loading">
        <Skeleton h={120} />
        <Skeleton h={120} />
      </Stack>
    );
  }
  const lines = linesForRegion(data.lines, region);
  return (
    <Stack gap="md">
      {lines.length === 0 ? (
        <Alert color="gray" variant="light" data-testid="crisis-lines-empty">
          <Text size="sm">We don’t list any lines for {crisisRegionName(region)} at the moment.</Text>
          {region !== 'INTL' ? (
            <Button size="xs" variant="default" mt="sm" onClick={() => onChooseRegion('INTL')}>
              See lines for anywhere else
            </Button>
          ) : null}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="crisis-lines" data-region={region} aria-label={`Crisis lines for ${crisisRegionName(region)}`}>
          {lines.map((line) => (
            <CrisisLineCard key={line.id} line={line} />
          ))}
        </SimpleGrid>
      )}
      <ListStatus data={data} />
    </Stack>
  );
}
