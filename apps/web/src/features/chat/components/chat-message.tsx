import { Badge, Group, Loader, Paper, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RegionCode } from '@wellbeing/shared/crisis-lines';
import type { ChatMessage } from '@wellbeing/shared/schemas/chat';
import { CrisisLinesCard } from './crisis-lines-card';
import { ReplyText } from './reply-text';

const STATUS_NOTES: Partial<Record<ChatMessage['status'], { badge: string; note: string }>> = {
  stopped: { badge: 'Stopped', note: 'You stopped this reply.' },
  failed: { badge: 'Not finished', note: 'This reply could not be finished.' },
  replaced: { badge: 'Safety check', note: 'The original reply did not pass Harbour’s safety check, so it was replaced with this one.' },
};

export function UserMessage({ content }: { content: string }) {
  return (
    <li style={{ display: 'flex', justifyContent: 'flex-end' }} data-testid="chat-message-user">
      <Paper p="sm" radius="lg" maw="85%" bg="var(--mantine-color-harbour-light)" style={{ borderEndEndRadius: 4 }}>
        <VisuallyHidden>You said: </VisuallyHidden>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{content}</Text>
      </Paper>
    </li>
  );
}

interface AssistantMessageProps {
  assistantName: string;
  kind: 'reply' | 'crisis';
  text: string;
  status: ChatMessage['status'] | null;
  failure?: string | null;
  region: RegionCode;
  onRegionChange: (region: RegionCode) => void;
}

/** A reply (markdown, so links to Harbour’s tools work), or the crisis response with tappable lines. */
export function AssistantMessage({ assistantName, kind, text, status, failure, region, onRegionChange }: AssistantMessageProps) {
  const isWriting = status === null;
  const note = status ? STATUS_NOTES[status] : undefined;
  let body: ReactNode;
  if (text === '' && isWriting) {
    body = (
      <Group gap="xs">
        <Loader size="xs" type="dots" aria-hidden />
        <Text size="sm" c="dimmed">
          Writing a reply…
        </Text>
      </Group>
    );
  } else {
    body = text ? <ReplyText content={text} /> : null;
  }
  const isCrisis = kind === 'crisis';
  return (
    <li data-testid={isCrisis ? 'chat-crisis-response' : 'chat-message-reply'} data-status={status ?? 'writing'} aria-busy={isWriting || undefined}>
      <Paper
        p="sm"
        radius="lg"
        maw={isCrisis ? '100%' : '92%'}
        withBorder
        style={{ borderEndStartRadius: 4, ...(isCrisis ? { borderColor: 'var(--mantine-color-red-7)', borderWidth: 2 } : {}) }}
      >
        <Text size="xs" c="dimmed" fw={600} mb={4}>
          {isCrisis ? 'Help is available now' : assistantName}
        </Text>
        {/* In a crisis the ways to reach a person come first, one tap each, on screen without scrolling on a
            phone; the words (which also name every line) follow. */}
        {isCrisis && !isWriting ? (
          <div style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
            <CrisisLinesCard region={region} onRegionChange={onRegionChange} />
          </div>
        ) : null}
        {body}
        {failure ? (
          <Text size="sm" mt="xs" c="red.8" role="note">
            {failure}
          </Text>
        ) : null}
        {note ? (
          <Group gap="xs" mt="xs">
            <Badge variant="light" color="gray" size="sm">
              {note.badge}
            </Badge>
            <Text size="xs" c="dimmed">
              {note.note}
            </Text>
          </Group>
        ) : null}
      </Paper>
    </li>
  );
}
