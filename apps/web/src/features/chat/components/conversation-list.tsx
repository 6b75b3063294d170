import { ActionIcon, Alert, Group, Menu, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ConversationSummary } from '@wellbeing/shared/schemas/chat';
import { useConversations } from '../api/get-conversations';
import { conversationName, formatWhen } from '../utils/format';
import { BusyButton } from '../../../components/busy-button';

interface ConversationListProps {
  selectedId: string | null;
  onSelect: (id: string) => void;
  onRename: (conversation: ConversationSummary) => void;
  onDelete: (conversation: ConversationSummary) => void;
}

/** The person’s past conversations, most recent first, each with rename and delete. */
export function ConversationList({ selectedId, onSelect, onRename, onDelete }: ConversationListProps) {
  const list = useConversations();
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
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Options for “${name}”`} data-conversation-options={conversation.id}>
                    <span aria-hidden style={{ fontSize: '1.2rem', lineHeight: 1 }}>
                      ⋯
                    </span>
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => onRename(conversation)}>Rename</Menu.Item>
                  <Menu.Item color="red.8" onClick={() => onDelete(conversation)}>
                    Delete
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}
