import { ActionIcon, Alert, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import type { ConversationSummary } from '@wellbeing/shared/schemas/chat';
import { useConversations } from '../api/get-conversations';
import { conversationName, formatWhen } from '../utils/format';
import { BusyButton } from '../../../components/busy-button';
import { loadOnce, NOT_FETCHED } from '../../../lib/load-once';
import { whenIdle } from '../../../lib/when-idle';
import { OptionsGlyph, optionsButtonProps } from './options-glyph';

/** The options menu and the rename and delete dialogs: fetched once the list has drawn, or when reached for. */
export const conversationActions = loadOnce(() => import('./conversation-actions'));

interface ConversationListProps {
  selectedId: string | null;
  onSelect: (id: string) => void;
  onRename: (conversation: ConversationSummary) => void;
  onDelete: (conversation: ConversationSummary) => void;
}

/** The person’s past conversations, most recent first, each with rename and delete. */
export function ConversationList({ selectedId, onSelect, onRename, onDelete }: ConversationListProps) {
  const list = useConversations();
  const [actions, setActions] = useState(conversationActions.current);
  // The options button pressed before their code had arrived: its menu opens when the code has come.
  const [pressedId, setPressedId] = useState<string | null>(null);
  const [waitingId, setWaitingId] = useState<string | null>(null);
  const [failedId, setFailedId] = useState<string | null>(null);
  const hasItems = (list.data?.length ?? 0) > 0;

  // Fetched once the list has drawn, while the person reads, so that a press opens the menu at once. Only a press
  // puts the real menus in place: a stand-in that has the focus is never swapped under it.
  useEffect(() => {
    if (actions || !hasItems) return;
    return whenIdle(conversationActions.preload);
  }, [actions, hasItems]);
  const opened = useCallback(() => setPressedId(null), []);
  const press = (id: string) => {
    setFailedId(null);
    setWaitingId(id);
    conversationActions.load().then(
      (arrived) => {
        setPressedId(id);
        setActions(() => arrived);
      },
      () => {
        setWaitingId(null);
        setFailedId(id);
      },
    );
  };

  if (list.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading your conversations">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={44} radius="md" />
        ))}
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Alert color="gray" variant="light" title="Your conversations could not be loaded">
        <Text size="sm">{list.error.message}</Text>
        <BusyButton size="xs" variant="default" mt="xs" onClick={() => void list.refetch()} loading={list.isFetching}>
          Try again
        </BusyButton>
      </Alert>
    );
  }
  if (list.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="conversation-list-empty">
        No conversations yet. What you write will be kept here for you.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={4} style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="conversation-list">
      {list.data.map((conversation) => {
        const name = conversationName(conversation);
        const isCurrent = conversation.id === selectedId;
        return (
          <li key={conversation.id} data-testid="conversation-item" data-id={conversation.id}>
            <Group
              gap={4}
              wrap="nowrap"
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                background: isCurrent ? 'var(--mantine-color-harbour-light)' : undefined,
                paddingInlineEnd: 4,
              }}
            >
              <UnstyledButton
                onClick={() => onSelect(conversation.id)}
                aria-current={isCurrent ? 'true' : undefined}
                style={{ flex: 1, minWidth: 0, padding: '0.5rem 0.75rem', minHeight: 44 }}
              >
                <Text size="sm" fw={isCurrent ? 650 : 500} truncate="end">
                  {name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatWhen(conversation.updatedAt)}
                </Text>
              </UnstyledButton>
              {actions ? (
                <actions.ConversationOptionsMenu
                  name={name}
                  conversationId={conversation.id}
                  onRename={() => onRename(conversation)}
                  onDelete={() => onDelete(conversation)}
                  openOnMount={pressedId === conversation.id}
                  onOpened={opened}
                />
              ) : (
                <ActionIcon
                  {...optionsButtonProps(name, conversation.id)}
                  aria-haspopup="menu"
                  aria-expanded={false}
                  aria-busy={waitingId === conversation.id || undefined}
                  aria-describedby={failedId === conversation.id ? `options-error-${conversation.id}` : undefined}
                  onPointerEnter={conversationActions.preload}
                  onFocus={conversationActions.preload}
                  onClick={() => press(conversation.id)}
                  onKeyDown={(event) => {
                    // A menu button opens on the down arrow too.
                    if (event.key !== 'ArrowDown') return;
                    event.preventDefault();
                    press(conversation.id);
                  }}
                >
                  <OptionsGlyph />
                </ActionIcon>
              )}
            </Group>
            {failedId === conversation.id && !actions ? (
              <Text size="xs" c="red.8" role="alert" id={`options-error-${conversation.id}`} px="sm" pb={4} data-testid="conversation-options-error">
                The options could not be opened. {NOT_FETCHED.message}
              </Text>
            ) : null}
          </li>
        );
      })}
    </Stack>
  );
}
