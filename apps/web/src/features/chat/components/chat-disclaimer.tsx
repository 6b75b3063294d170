import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CRISIS_PATH } from '@wellbeing/shared/routes';

/** Always on screen: what this chat is not, and where real help is. */
export function ChatDisclaimer() {
  return (
    <Text size="sm" data-testid="chat-disclaimer" style={{ borderInlineStart: '3px solid var(--mantine-color-red-7)', paddingInlineStart: '0.75rem' }}>
      This chat is not a clinician or a crisis service. If you might be in danger, or need to talk to someone now,{' '}
      <Anchor component={Link} to={CRISIS_PATH} fw={600} underline="always" inherit>
        get crisis help
      </Anchor>
      .
    </Text>
  );
}
