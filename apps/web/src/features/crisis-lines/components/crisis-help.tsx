import { Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { RegionCode } from '@wellbeing/shared/crisis-lines';
import { rememberCrisisRegion, visitorCrisisRegion } from '../../../lib/crisis-region';
import { CrisisLinesList } from './crisis-lines-list';
import { EmergencyCallout } from './emergency-callout';
import { RegionPicker } from './region-picker';
import { SafetySteps } from './safety-steps';

/** The crisis page's content: emergency first, then lines for the visitor's region, then what to do now. */
export function CrisisHelp() {
  const [region, setRegion] = useState<RegionCode>(visitorCrisisRegion);
  const choose = (code: RegionCode) => {
    setRegion(code);
    rememberCrisisRegion(code);
  };
  return (
    <>
      <EmergencyCallout region={region} />
      <section aria-labelledby="talk-now-heading">
        <Title order={2} id="talk-now-heading" mt="xl" mb="xs">
          Talk to someone now
        </Title>
        <Text mb="sm">These lines are free and confidential, and the people who answer are trained to help.</Text>
        <RegionPicker region={region} onChange={choose} />
        <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
          <CrisisLinesList region={region} onChooseRegion={choose} />
        </div>
      </section>
      <SafetySteps />
      <Text size="sm" c="dimmed" mt="xl">
        Harbour is not a crisis service and no one is watching this site to send help. If you need help now, please use one of the numbers above.
      </Text>
    </>
  );
}
