import { Anchor, Button, Group, List, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ChatAssistant } from '@wellbeing/shared/schemas/chat';
import { CRISIS_PATH } from '@wellbeing/shared/routes';

/** What the chat is, what it keeps and how to delete it: shown on first use, and any time after from “About this chat”. */
export function FirstUseNotice({ assistant, onClose }: { assistant: ChatAssistant | undefined; onClose: () => void }) {
  const isModel = assistant?.kind === 'ai-model';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="chat-notice-title" data-testid="chat-first-use-notice">
      <Title order={2} size="h3" id="chat-notice-title">
        Before you start
      </Title>
      <List spacing="xs" mt="sm" size="sm">
        <List.Item>
          <strong>What it is.</strong>{' '}
          {isModel
            ? 'Replies are written by an AI model. It can get things wrong, and it is not a person.'
            : 'This service has no AI model switched on, so replies come from Harbour’s guided listener: a guided assistant that follows a simple script of reflective listening and questions. It is not an AI model and not a person.'}{' '}
          It is not a clinician or a crisis service, and cannot give medical advice.
        </List.Item>
        <List.Item>
          <strong>Safety first.</strong> A safety check reads every message before anything else. If a message suggests you might be in danger, the chat
          puts crisis lines first instead of its usual reply{isModel ? ', and that message is never sent to the AI model' : ''}.
        </List.Item>
        <List.Item>
          <strong>What is stored.</strong> Your conversations are stored encrypted on Harbour’s server so you can come back to them. Only you can
          see them in Harbour.{isModel ? ' To write a reply, your recent messages are sent to the AI service Harbour uses.' : ''}
        </List.Item>
        <List.Item>
          <strong>How to delete it.</strong> Delete any conversation from its menu in the list. Deleting your account on your{' '}
          <Anchor component={Link} to="/profile" underline="always" inherit>
            profile
          </Anchor>{' '}
          deletes all of them, and “Download my data” there includes them.
        </List.Item>
      </List>
      <Text size="sm" mt="sm">
        If you are in danger now, please{' '}
        <Anchor component={Link} to={CRISIS_PATH} underline="always" inherit>
          get crisis help
        </Anchor>{' '}
        instead.
      </Text>
      <Group mt="md">
        <Button onClick={onClose}>I understand</Button>
      </Group>
    </Paper>
  );
}
