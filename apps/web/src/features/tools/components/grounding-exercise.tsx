import { Anchor, Button, Group, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CRISIS_PATH } from '@wellbeing/shared/routes';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';

interface GroundingStep {
  count: number;
  sense: string;
  prompt: string;
  ideas: string;
}

const STEPS: readonly GroundingStep[] = [
  { count: 5, sense: 'see', prompt: 'Look around and name 5 things you can see.', ideas: 'A colour on the wall, the shape of a window, light on a surface, something small you had not noticed.' },
  { count: 4, sense: 'feel', prompt: 'Notice 4 things you can feel.', ideas: 'Your feet on the floor, the chair holding you, the fabric of your clothes, air on your skin.' },
  { count: 3, sense: 'hear', prompt: 'Listen for 3 things you can hear.', ideas: 'Traffic outside, a clock, your own breathing, a distant voice.' },
  { count: 2, sense: 'smell', prompt: 'Find 2 things you can smell.', ideas: 'Soap on your hands, a drink, the air from a window. If nothing comes, think of two smells you like.' },
  { count: 1, sense: 'taste', prompt: 'Notice 1 thing you can taste.', ideas: 'Take a sip of water, or simply notice the taste in your mouth right now.' },
];

/**
 * Said in place of the count once a step's count is reached, and focused: "I noticed one" is disabled then,
 * and the browser would drop its focus to the page (the top, for a keyboard or a screen reader). It says what
 * comes next without taking the person there, so an extra press of Enter moves nothing on.
 */
function StepCounted({ step, isLast }: { step: GroundingStep; isLast: boolean }) {
  const notice = useFocusOnMount<HTMLParagraphElement>();
  return (
    <Text ref={notice} tabIndex={-1} size="sm" role="status" data-testid="grounding-step-counted">
      {step.count} of {step.count}. Well noticed. {isLast ? 'Choose Finish when you are ready.' : 'Choose Next when you are ready.'}
    </Text>
  );
}

/**
 * The 5-4-3-2-1 grounding exercise, one sense at a time. Each step's heading takes focus, so a screen
 * reader reads the new step; "I noticed one" counts along, but you can move on whenever you are ready.
 * When the count is reached the button is disabled and the focus goes to the words that say so (StepCounted).
 */
export function GroundingExercise() {
  const [stepIndex, setStepIndex] = useState(-1);
  const [noticed, setNoticed] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);
  const isDone = stepIndex >= STEPS.length;
  const step = STEPS[stepIndex];

  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [stepIndex]);

  const go = (index: number) => {
    setStepIndex(index);
    setNoticed(0);
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="grounding-exercise" data-step={isDone ? 'done' : stepIndex + 1}>
      {stepIndex < 0 ? (
        <Stack gap="sm">
          <Title order={3} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
            Come back to the here and now
          </Title>
          <Text>When feelings run high, noticing what is around you can steady your mind. This takes two or three minutes. Go at your own pace.</Text>
          <Group>
            <Button onClick={() => go(0)}>Start</Button>
          </Group>
        </Stack>
      ) : isDone || !step ? (
        <Stack gap="sm">
          <Title order={3} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
            Well done
          </Title>
          <Text>Take a slow breath and notice how you feel now. You can come back to this whenever you need it.</Text>
          <List spacing="xs">
            <List.Item>
              Still on edge? Try the <Anchor component={Link} to="/get-support/interactive-tools?tool=breathing" underline="always">
                breathing exercise
              </Anchor>.
            </List.Item>
            <List.Item>
              Need someone to talk to right now? <Anchor component={Link} to={CRISIS_PATH} underline="always">
                Crisis lines
              </Anchor> are free and confidential.
            </List.Item>
          </List>
          <Group>
            <Button variant="default" onClick={() => go(0)}>
              Start again
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Progress value={((stepIndex + 1) / STEPS.length) * 100} aria-label={`Step ${stepIndex + 1} of ${STEPS.length}`} />
          <Text size="sm" c="dimmed">
            Step {stepIndex + 1} of {STEPS.length}
          </Text>
          <Title order={3} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }} data-testid="grounding-step-heading">
            {step.count} {step.count === 1 ? 'thing' : 'things'} you can {step.sense}
          </Title>
          <Text size="lg">{step.prompt}</Text>
          <Text size="sm" c="dimmed">
            For example: {step.ideas}
          </Text>
          <Group gap="sm" align="center">
            <Button variant="light" onClick={() => setNoticed((n) => Math.min(step.count, n + 1))} disabled={noticed >= step.count}>
              I noticed one
            </Button>
            {noticed >= step.count ? (
              <StepCounted step={step} isLast={stepIndex === STEPS.length - 1} />
            ) : (
              <Text size="sm" aria-live="polite">
                {noticed} of {step.count}
              </Text>
            )}
          </Group>
          <Group gap="sm">
            <Button variant="default" onClick={() => go(stepIndex - 1)} disabled={stepIndex === 0}>
              Back
            </Button>
            <Button onClick={() => go(stepIndex + 1)}>{stepIndex === STEPS.length - 1 ? 'Finish' : 'Next'}</Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
