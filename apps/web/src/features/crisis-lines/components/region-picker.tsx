import { Button, Group, Text } from '@mantine/core';
import { crisisRegions, type RegionCode } from '@wellbeing/shared/crisis-lines';

/** One click to change region; the choice is remembered in this browser only. */
export function RegionPicker({ region, onChange }: { region: RegionCode; onChange: (region: RegionCode) => void }) {
  return (
    <div>
      <Text id="crisis-region-label" mb="xs">
        Showing lines for:
      </Text>
      <Group gap="xs" role="group" aria-labelledby="crisis-region-label" data-testid="region-picker">
        {crisisRegions.map((r) => (
          <Button key={r.code} size="sm" variant={r.code === region ? 'filled' : 'default'} aria-pressed={r.code === region} onClick={() => onChange(r.code)} data-region={r.code}>
            {r.name}
          </Button>
        ))}
      </Group>
    </div>
  );
}
