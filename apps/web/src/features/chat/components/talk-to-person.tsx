import { Button, Modal, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
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

/** “Talk to a person”: the ways to reach people rather than this chat. */
export function TalkToPerson() {
  const [isOpen, dialog] = useDisclosure(false);
  return (
    <>
      <Button variant="outline" onClick={dialog.open} data-testid="talk-to-person">
        Talk to a person
      </Button>
      <Modal opened={isOpen} onClose={dialog.close} title="Talk to a person" centered>
        <Text size="sm" mb="md">
          Sometimes a person is what helps most. Here is where to find one.
        </Text>
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {OPTIONS.map((option) => (
            <Paper key={option.to} component="li" withBorder p="sm">
              <Button component={Link} to={option.to} variant={option.to === CRISIS_PATH ? 'filled' : 'light'} fullWidth onClick={dialog.close} data-testid={option.testId}>
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
      </Modal>
    </>
  );
}
