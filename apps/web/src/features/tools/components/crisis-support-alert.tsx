import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { crisisRegions, smsHref, telHref } from '@wellbeing/shared/crisis-lines';
import { linesForRegion } from '@wellbeing/shared/schemas/tools';
import { CRISIS_PATH } from '@wellbeing/shared/routes';
import { wrappingButtonStyles } from '../../../components/wrapping-button';
import { visitorCrisisRegion } from '../../../lib/crisis-region';
import { useCrisisLinesForTools } from '../api/get-crisis-lines';

/** The lines' labels wrap on a narrow phone, aligned as the text around them. */
const wrappingLabel = { ...wrappingButtonStyles, label: { ...wrappingButtonStyles.label, textAlign: 'left' as const } };

/**
 * Shown at once when an answer says someone may be at risk (PHQ-9 item 9 above 0): the emergency number,
 * the first lines for their region with one-tap call and text, and the full crisis page one click away.
 */
export function CrisisSupportAlert({ id }: { id?: string }) {
  const region = visitorCrisisRegion();
  const current = crisisRegions.find((r) => r.code === region);
  const lines = useCrisisLinesForTools();
  const regionLines = lines.data ? linesForRegion(lines.data, region).slice(0, 2) : [];
  return (
    <Alert id={id} role="alert" color="red" variant="light" title="Please reach out for support now" data-testid="crisis-support" styles={{ title: { fontSize: 'var(--mantine-font-size-lg)' } }}>
      <Stack gap="sm">
        <Text>
          You said you have had thoughts of being better off dead or of hurting yourself. You don’t have to face this alone: talking to someone now can help, whatever your
          other answers are.
        </Text>
        <Text fw={600}>
          If you are in immediate danger, call your local emergency number
          {current?.emergencyNumber ? (
            <>
              {' ('}
              <Anchor href={telHref(current.emergencyNumber)} fw={700} underline="always" inherit>
                {current.emergencyNumber}
              </Anchor>
              {` in ${current.name})`}
            </>
          ) : null}
          .
        </Text>
        {regionLines.length > 0 ? (
          <Group gap="xs">
            {regionLines.map((line) =>
              line.phone ? (
                <Button key={line.id} component="a" href={telHref(line.phone)} color="red.9" size="sm" styles={wrappingLabel}>
                  Call {line.name} on {line.phone}
                </Button>
              ) : line.sms ? (
                <Button key={line.id} component="a" href={smsHref(line.sms, line.smsBody ?? undefined)} color="red.9" size="sm" styles={wrappingLabel}>
                  Text {line.name}
                </Button>
              ) : null,
            )}
          </Group>
        ) : null}
        <Button component={Link} to={CRISIS_PATH} variant="default" style={{ alignSelf: 'flex-start' }}>
          See all crisis lines
        </Button>
      </Stack>
    </Alert>
  );
}
