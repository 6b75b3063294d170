import { Anchor, List, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Short, plain steps for the next few minutes: for yourself, and for someone you are worried about. */
export function SafetySteps() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt="xl">
      <section aria-labelledby="stay-safe-heading">
        <Title order={2} id="stay-safe-heading">
          How to stay safe right now
        </Title>
        <List type="ordered" spacing="xs" mt="sm">
          <List.Item>If you can, move away from anything you could use to hurt yourself, or ask someone to hold onto it.</List.Item>
          <List.Item>Go to, or call, someone you trust. You do not have to explain everything; “I’m not safe right now” is enough.</List.Item>
          <List.Item>Call or text one of the lines above. They talk with people in this situation every day.</List.Item>
          <List.Item>
            Slow your breathing: in for four, hold for four, out for six. Repeat a few times, or follow the{' '}
            <Anchor component={Link} to="/get-support/interactive-tools?tool=breathing" underline="always">
              breathing exercise
            </Anchor>
            .
          </List.Item>
          <List.Item>Get through the next few minutes, then the next. Feelings this strong do pass, even when that is hard to believe.</List.Item>
        </List>
      </section>
      <section aria-labelledby="help-someone-heading">
        <Title order={2} id="help-someone-heading">
          How to help someone else
        </Title>
        <List type="ordered" spacing="xs" mt="sm">
          <List.Item>If they are in immediate danger, call the emergency number and stay with them if it is safe to.</List.Item>
          <List.Item>Ask them directly if they are thinking about suicide. Asking does not put the idea in their head.</List.Item>
          <List.Item>Listen without judging or trying to fix. Let them know you are glad they told you.</List.Item>
          <List.Item>Help them contact one of the lines above, or a doctor, and offer to stay while they do.</List.Item>
          <List.Item>Look after yourself afterwards, and talk to someone about how it was for you.</List.Item>
        </List>
        <Text size="sm" mt="sm">
          <Anchor component={Link} to="/resources/for-supporters" underline="always">
            Articles for supporters
          </Anchor>{' '}
          have more on looking after someone, and yourself.
        </Text>
      </section>
    </SimpleGrid>
  );
}
