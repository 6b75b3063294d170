import { Alert, Anchor } from '@mantine/core';
import { crisisRegions, telHref, type RegionCode } from '@wellbeing/shared/crisis-lines';

/** The first thing on the crisis page: immediate danger means the emergency number, before anything else. */
export function EmergencyCallout({ region }: { region: RegionCode }) {
  const current = crisisRegions.find((r) => r.code === region);
  return (
    <Alert color="red.9" variant="filled" title="If you are in immediate danger" data-testid="emergency-callout" styles={{ title: { fontSize: 'var(--mantine-font-size-lg)' } }}>
      Call your local emergency number now
      {current?.emergencyNumber ? (
        <>
          {' '}
          (
          <Anchor href={telHref(current.emergencyNumber)} c="inherit" fw={700} underline="always" inherit>
            {current.emergencyNumber}
          </Anchor>
          {current.alternateEmergencyNumber ? (
            <>
              {' or '}
              <Anchor href={telHref(current.alternateEmergencyNumber)} c="inherit" fw={700} underline="always" inherit>
                {current.alternateEmergencyNumber}
              </Anchor>
            </>
          ) : null}{' '}
          in {current.name})
        </>
      ) : null}
      , or go to the nearest hospital emergency department.
    </Alert>
  );
}
