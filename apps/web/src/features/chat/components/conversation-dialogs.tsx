import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { CHAT_TITLE_MAX_LENGTH, checkChatTitle, type ConversationSummary } from '@wellbeing/shared/chat-checks';
import { useDeleteConversation } from '../api/delete-conversation';
import { useRenameConversation } from '../api/rename-conversation';
import { conversationName } from '../utils/format';
import { BusyButton } from '../../../components/busy-button';

export function RenameConversationDialog({ conversation, onClose, onRenamed }: { conversation: ConversationSummary | null; onClose: () => void; onRenamed: (title: string) => void }) {
  return (
    <Modal opened={conversation !== null} onClose={onClose} title="Rename conversation" centered returnFocus={false}>
      {conversation ? <RenameForm conversation={conversation} onClose={onClose} onRenamed={onRenamed} /> : null}
    </Modal>
  );
}

function RenameForm({ conversation, onClose, onRenamed }: { conversation: ConversationSummary; onClose: () => void; onRenamed: (title: string) => void }) {
  const rename = useRenameConversation();
  const [title, setTitle] = useState(conversation.title ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = checkChatTitle(title);
    if (!parsed.ok) {
      setProblem(parsed.message);
      // The field takes the focus (from Save name, if that was pressed): it is read out as invalid, with its message.
      nameInput.current?.focus();
      return;
    }
    rename.mutate(
      { id: conversation.id, title: parsed.value },
      {
        onSuccess: () => {
          onRenamed(parsed.value);
          onClose();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate data-testid="rename-conversation-form">
      <Stack gap="md">
        {rename.isError ? <Alert color="red" variant="light">{rename.error.message}</Alert> : null}
        <TextInput
          ref={nameInput}
          label="Name"
          value={title}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setProblem(null);
          }}
          error={problem}
          maxLength={CHAT_TITLE_MAX_LENGTH + 20}
          data-autofocus
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={rename.isPending}>
            Cancel
          </Button>
          <BusyButton type="submit" loading={rename.isPending}>
            Save name
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}

export function DeleteConversationDialog({
  conversation,
  onClose,
  onDeleted,
}: {
  conversation: ConversationSummary | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
}) {
  const remove = useDeleteConversation();
  return (
    <Modal opened={conversation !== null} onClose={onClose} title="Delete this conversation?" centered returnFocus={false}>
      {conversation ? (
        <Stack gap="md" data-testid="delete-conversation-dialog">
          <Text size="sm">
            “{conversationName(conversation)}” and all its messages will be deleted from Harbour for good. This cannot be undone.
          </Text>
          {remove.isError ? <Alert color="red" variant="light">{remove.error.message}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={remove.isPending} data-autofocus>
              Keep it
            </Button>
            <BusyButton
              color="red.9"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(conversation.id, {
                  onSuccess: () => {
                    onDeleted(conversation.id);
                    onClose();
                  },
                })
              }
              data-testid="confirm-delete-conversation"
            >
              Delete conversation
            </BusyButton>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
