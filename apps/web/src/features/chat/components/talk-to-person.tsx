import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { CRISIS_PATH } from '@wellbeing/shared/routes';

const OPTIONS = [
  {
    to: CRISIS_PATH,
    label: 'Call or text a crisis line',
    description: 'Free, confidential lines answered by trained people, many of them day and night.',
    testId: 'talk-crisis-lines',
  },
  {
    to: '/get-support/find-professional',
    label: 'Find a professional',
    description: 'Counsellors, therapists and other professionals who can support you over time.',
    testId: 'talk-find-professional',
  },
  {
    to: '/resources/for-supporters',
    label: 'Resources for supporters',
    description: 'For the people around you, and for you if you are supporting someone else.',
    testId: 'talk-supporters',
  },
] as const;

const PANEL_ID = 'talk-to-person-panel';

/**
 * “Talk to a person” opens the ways to reach people in place, under the chat's buttons: a panel that is part of
 * the page, not a dialog, so it needs no code beyond the chat's own (it opens at once on a poor connection), it
 * covers neither the conversation nor the quick exit button, and it stays open while the person chooses.
 */
export function TalkToPersonButton({ isOpen, onToggle, ref }: { isOpen: boolean; onToggle: () => void; ref?: Ref<HTMLButtonElement> }) {
  return (
    <Button ref={ref} variant="outline" onClick={onToggle} aria-expanded={isOpen} aria-controls={isOpen ? PANEL_ID : undefined} data-testid="talk-to-person">
      Talk to a person
    </Button>
  );
}

/** The ways to reach people rather than this chat; Close gives the focus back to “Talk to a person”. */
export function TalkToPersonPanel({ onClose }: { onClose: () => void }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" id={PANEL_ID} aria-labelledby="talk-to-person-title" data-testid="talk-to-person-panel">
      <Title order={2} size="h3" id="talk-to-person-title">
        Talk to a person
      </Title>
      <Text size="sm" mt="xs" mb="md">
        Sometimes a person is what helps most. Here is where to find one.
      </Text>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {OPTIONS.map((option) => (
          <Paper key={option.to} component="li" withBorder p="sm">
            <Button component={Link} to={option.to} variant={option.to === CRISIS_PATH ? 'filled' : 'light'} fullWidth data-testid={option.testId}>
              {option.label}
            </Button>
            <Text size="sm" mt={6}>
              {option.description}
            </Text>
          </Paper>
        ))}
      </Stack>
      <Text size="sm" mt="md">
        If you are in immediate danger, call your local emergency number now.
      </Text>
      <Group mt="md">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Paper>
  );
}
