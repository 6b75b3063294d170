import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import type { RegionCode } from '@wellbeing/shared/crisis-lines';
import type { ChatMessage } from '@wellbeing/shared/schemas/chat';
import { ApiError } from '../../../lib/api-client';
import { useConversation } from '../api/get-conversation';
import type { PendingExchange } from '../hooks/use-chat-stream';
import { conversationName } from '../utils/format';
import { AssistantMessage, UserMessage } from './chat-message';
import { BusyButton } from '../../../components/busy-button';

interface ConversationViewProps {
  conversationId: string | null;
  pending: PendingExchange | null;
  assistantName: string;
  region: RegionCode;
  onRegionChange: (region: RegionCode) => void;
  onStartNew: () => void;
  /** The message box, placed under the messages. */
  composer: ReactNode;
}

/** One conversation: its messages (with the reply being written, if any) and the message box. */
export function ConversationView({ conversationId, pending, assistantName, region, onRegionChange, onStartNew, composer }: ConversationViewProps) {
  const conversation = useConversation(conversationId);
  const scroller = useRef<HTMLDivElement>(null);
  const messages = conversationId ? (conversation.data?.messages ?? []) : [];
  // A finished exchange is shown from the stored messages as soon as they hold it (never twice).
  const isStored = pending !== null && pending.status !== null && messages.length >= pending.storedBefore + (pending.text === '' ? 1 : 2);
  const shownPending = pending && pending.conversationId === conversationId && !isStored ? pending : null;

  // A crisis response is never clipped by the message box: its lines and call buttons must not hide below a
  // scroll inside a scroll (on a phone the box is a few lines high). While it is the newest, the box grows
  // to hold it and the page brings it into view from its first line.
  const showsCrisis = (shownPending ? shownPending.kind : messages.at(-1)?.kind) === 'crisis';

  const composerBox = useRef<HTMLDivElement>(null);
  // The person's own message is being answered here (until the stored copy has taken over).
  const isAnswering = pending !== null && pending.conversationId === conversationId;

  // Keep the newest text in view as it arrives; a crisis response is kept in view from its first line.
  // Nothing to keep in view yet (a new conversation): reading the sizes would lay out the page before it is drawn.
  const hasMessages = messages.length > 0 || shownPending !== null;
  useEffect(() => {
    const element = scroller.current;
    if (!element || !hasMessages) return;
    const last = element.querySelector('ol > li:last-child');
    if (last?.getAttribute('data-testid') === 'chat-crisis-response') {
      last.scrollIntoView({ block: 'start' });
      return;
    }
    element.scrollTop = element.scrollHeight;
    // The page itself does not move while a reply comes in, but the messages box grows above the message box
    // (up to its full height) and a new conversation's title may wrap: on a phone that pushed Send down behind
    // the fixed quick exit button. While the reply to the person's message comes in, and if they are still
    // at the message box, it is brought back into view whole; scrollIntoView counts the quick exit clearance
    // (the page's scroll-padding-bottom, base.css), whatever the size of the screen.
    const composer = composerBox.current;
    if (!isAnswering || !composer) return;
    if (composer.contains(document.activeElement) || composer.getBoundingClientRect().top < window.innerHeight) composer.scrollIntoView({ block: 'nearest' });
  }, [hasMessages, messages.length, shownPending?.text, shownPending?.status, shownPending?.kind, isAnswering]);

  if (conversationId && conversation.isError) {
    const isMissing = conversation.error instanceof ApiError && conversation.error.status === 404;
    return (
      <Alert color="gray" variant="light" title={isMissing ? 'We couldn’t find this conversation' : 'This conversation could not be loaded'} data-testid={isMissing ? 'conversation-not-found' : 'conversation-error'}>
        <Text size="sm">
          {isMissing ? 'It may have been deleted, or it belongs to another account.' : conversation.error.message}
        </Text>
        <BusyButton size="xs" mt="sm" variant="default" onClick={isMissing ? onStartNew : () => void conversation.refetch()} loading={!isMissing && conversation.isFetching}>
          {isMissing ? 'Start a new conversation' : 'Try again'}
        </BusyButton>
      </Alert>
    );
  }

  const title = conversationId ? (conversation.data ? conversationName(conversation.data.conversation) : 'Conversation') : 'New conversation';
  const isLoading = conversationId !== null && conversation.isPending;
  const isEmpty = !isLoading && messages.length === 0 && !shownPending;

  return (
    <Stack gap="sm">
      <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }} data-testid="conversation-title">
        {title}
      </Title>
      <div
        ref={scroller}
        tabIndex={0}
        aria-label="Messages"
        role="region"
        style={{ maxHeight: showsCrisis ? 'none' : 'min(60vh, 40rem)', minHeight: '12rem', overflowY: 'auto', padding: '0.25rem', borderRadius: 'var(--mantine-radius-md)' }}
      >
        {isLoading ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading messages">
            <Skeleton h={48} w="60%" ml="auto" radius="lg" />
            <Skeleton h={96} w="85%" radius="lg" />
          </Stack>
        ) : isEmpty ? (
          <Stack gap={6} p="sm" data-testid="conversation-empty">
            <Text fw={600}>Say whatever is on your mind.</Text>
            <Text size="sm" c="dimmed">
              It can be something big or something small: a hard day, a worry that keeps coming back, how you slept. There is no wrong way to start.
            </Text>
          </Stack>
        ) : (
          <Stack component="ol" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="chat-messages">
            {messages.map((message) => (
              <StoredMessage key={message.id} message={message} assistantName={assistantName} region={region} onRegionChange={onRegionChange} />
            ))}
            {shownPending ? (
              <>
                <UserMessage content={shownPending.userContent} />
                {shownPending.riskLevel !== null || shownPending.text !== '' || shownPending.status !== null ? (
                  <AssistantMessage
                    assistantName={assistantName}
                    kind={shownPending.kind}
                    text={shownPending.text}
                    status={shownPending.status}
                    failure={shownPending.failure}
                    region={region}
                    onRegionChange={onRegionChange}
                  />
                ) : (
                  <AssistantMessage assistantName={assistantName} kind="reply" text="" status={null} region={region} onRegionChange={onRegionChange} />
                )}
              </>
            ) : null}
          </Stack>
        )}
      </div>
      <div ref={composerBox}>{composer}</div>
    </Stack>
  );
}

function StoredMessage({ message, assistantName, region, onRegionChange }: { message: ChatMessage; assistantName: string; region: RegionCode; onRegionChange: (region: RegionCode) => void }) {
  if (message.kind === 'user') return <UserMessage content={message.content} />;
  return (
    <AssistantMessage
      assistantName={assistantName}
      kind={message.kind}
      text={message.content}
      status={message.status}
      region={region}
      onRegionChange={onRegionChange}
    />
  );
}
