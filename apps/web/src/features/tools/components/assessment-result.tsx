import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CRISIS_PATH } from '@wellbeing/shared/routes';
import { SCREENING_DISCLAIMER, instruments, type AssessmentResult } from '@wellbeing/shared/screening';
import { CrisisSupportAlert } from './crisis-support-alert';

interface AssessmentResultViewProps {
  result: AssessmentResult;
  /** The save control (signed in) or the "stays in your browser" note (anonymous). */
  saveArea: React.ReactNode;
  onRestart: () => void;
}

/** A result always says it is a screening, not a diagnosis, and what to do next for its band. */
export function AssessmentResultView({ result, saveArea, onRestart }: AssessmentResultViewProps) {
  const instrument = instruments[result.instrument];
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="assessment-result" data-band={result.band} data-total={result.total}>
      <Stack gap="md">
        <Title order={3} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          Your {instrument.name} result
        </Title>
        {result.needsCrisisHelp ? <CrisisSupportAlert /> : null}
        <div>
          <Text size="xl" fw={700} data-testid="assessment-score">
            {result.total} out of {instrument.maxScore}: {result.bandLabel.toLowerCase()}
          </Text>
          <Text size="sm" c="dimmed">
            {instrument.bands.map((b) => `${b.min}–${b.max} ${b.label.toLowerCase()}`).join(' · ')}
          </Text>
        </div>
        <Alert color="blue" variant="light" data-testid="screening-disclaimer">
          {SCREENING_DISCLAIMER}
        </Alert>
        <div>
          <Title order={4}>What you could do next</Title>
          <List spacing="xs" mt="xs">
            {result.nextSteps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
          <Group gap="md" mt="sm">
            {result.suggestsProfessional ? (
              <Anchor component={Link} to="/get-support/find-professional">
                Find a professional
              </Anchor>
            ) : null}
            <Anchor component={Link} to={CRISIS_PATH}>
              Crisis lines
            </Anchor>
            <Anchor component={Link} to="/get-support/interactive-tools?tool=breathing">
              Breathing exercise
            </Anchor>
          </Group>
        </div>
        {saveArea}
        <Group>
          <Button variant="default" onClick={onRestart}>
            Take it again
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
