import { Anchor, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { crisisRegions, linesForRegion, smsHref, telHref, type RegionCode } from '@wellbeing/shared/crisis-lines';
import { CRISIS_PATH } from '@wellbeing/shared/routes';
import { wrappingButtonStyles } from '../../../components/wrapping-button';
import { useChatCrisisLines } from '../api/get-crisis-lines';

/** Long labels wrap instead of pushing the page sideways on a narrow phone. */
/** Call and text buttons keep a 40 px touch target and wrap long labels. */
const wrapping = { ...wrappingButtonStyles, root: { ...wrappingButtonStyles.root, minHeight: 40 } };

/** The crisis lines of a region as one-tap call and text buttons, with a way to pick another region. */
export function CrisisLinesCard({ region, onRegionChange }: { region: RegionCode; onRegionChange: (region: RegionCode) => void }) {
  const lines = useChatCrisisLines();
  const place = crisisRegions.find((r) => r.code === region);
  const shown = linesForRegion(lines.data ?? [], region);
  return (
    <Stack gap="sm" data-testid="chat-crisis-lines" data-region={region}>
      {place?.emergencyNumber ? (
        <Button component="a" href={telHref(place.emergencyNumber)} color="red.9" styles={wrapping}>
          In immediate danger: call {place.emergencyNumber}
        </Button>
      ) : null}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((line) => (
          <li key={line.id} data-testid="chat-crisis-line">
            <Text fw={600} size="sm">
              {line.name} <Text span size="xs" c="dimmed">({line.hours})</Text>
            </Text>
            <Group gap="xs" mt={4}>
              {line.phone ? (
                <Button component="a" href={telHref(line.phone)} size="sm" styles={wrapping}>
                  Call {line.phone}
                </Button>
              ) : null}
              {line.sms ? (
                <Button component="a" href={smsHref(line.sms, line.smsBody ?? undefined)} size="sm" variant="outline" styles={wrapping}>
                  Text {line.smsBody ? `${line.smsBody} to ` : ''}
                  {line.sms}
                </Button>
              ) : null}
              {!line.phone && !line.sms && line.url ? (
                <Button component="a" href={line.url} target="_blank" rel="noopener noreferrer" size="sm" variant="outline" styles={wrapping}>
                  Open {new URL(line.url).hostname.replace(/^www\./, '')}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </Button>
              ) : null}
            </Group>
          </li>
        ))}
      </Stack>
      <Group gap={6} role="group" aria-label="Show crisis lines for" wrap="wrap">
        <Text size="xs" c="dimmed">
          Lines for:
        </Text>
        {crisisRegions.map((r) => (
          <Button key={r.code} size="compact-xs" variant={r.code === region ? 'filled' : 'default'} aria-pressed={r.code === region} onClick={() => onRegionChange(r.code)}>
            {r.name}
          </Button>
        ))}
      </Group>
      <Anchor component={Link} to={CRISIS_PATH} size="sm" fw={600}>
        Open Get help now for more options
      </Anchor>
    </Stack>
  );
}
