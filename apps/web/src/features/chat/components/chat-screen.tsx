import { Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { RegionCode } from '@wellbeing/shared/crisis-lines';
import type { ConversationResponse, ConversationSummary } from '@wellbeing/shared/schemas/chat';
import { useAssistant } from '../api/get-assistant';
import { useCreateConversation } from '../api/create-conversation';
import { conversationQueryKey } from '../api/query-keys';
import { sendFailureText } from '../../../lib/session/lost-session';
import { useChatStream } from '../hooks/use-chat-stream';
import { hasSeenChatNotice, rememberChatNoticeSeen } from '../utils/first-use';
import { ChatDisclaimer } from './chat-disclaimer';
import { Composer } from './composer';
import { ConversationList, conversationActions } from './conversation-list';
import { ConversationView } from './conversation-view';
import { conversationName } from '../utils/format';
import { FirstUseNotice } from './first-use-notice';
import { TalkToPersonButton, TalkToPersonPanel } from './talk-to-person';
import { useConversations } from '../api/get-conversations';
import { rememberCrisisRegion, visitorCrisisRegion } from '../../../lib/crisis-region';
import { byData, focusLater } from '../../../lib/focus-later';

const CONVERSATION_PARAM = 'c';

/**
 * The AI chat: past conversations beside the open one, the reply streamed as it is written, and help from
 * people (crisis lines, professionals, supporters) one tap away at all times. The open conversation is in
 * the address (`?c=<id>`), so it survives a reload and the back button works.
 */
export function ChatScreen() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(CONVERSATION_PARAM);
  const queryClient = useQueryClient();
  const assistant = useAssistant();
  const stream = useChatStream();
  const create = useCreateConversation();
  const conversations = useConversations();
  const [region, setRegion] = useState<RegionCode>(visitorCrisisRegion);
  const [isNoticeOpen, setNoticeOpen] = useState(() => !hasSeenChatNotice());
  const [renaming, setRenaming] = useState<ConversationSummary | null>(null);
  const [deleting, setDeleting] = useState<ConversationSummary | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  // Read at the first render (not in an effect after it): a phone would otherwise draw the wide layout, its
  // list of conversations included, and then the narrow one, two renders of the whole screen on a slow device.
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [isListOpen, setListOpen] = useState(false);
  const [isTalkOpen, setTalkOpen] = useState(false);
  const talkButton = useRef<HTMLButtonElement>(null);

  const actions = conversationActions.current();

  const isGuided = assistant.data?.kind !== 'ai-model';
  const assistantName = isGuided ? 'Guided listener' : 'AI model';

  const select = useCallback(
    (id: string | null) => {
      if (stream.isStreaming) stream.stop();
      setSendError(null);
      setListOpen(false);
      // The page stays where it is (the router would scroll to the top on every change of address).
      setParams(id ? { [CONVERSATION_PARAM]: id } : {}, { preventScrollReset: true });
    },
    [setParams, stream],
  );

  const changeRegion = (next: RegionCode) => {
    setRegion(next);
    rememberCrisisRegion(next);
  };

  // When a dialog or the notice closes, the control that opened it may be gone (a menu's item, the notice's own
  // button): focus goes to the conversation's options, or to the message box, never to the page's top.
  const deletedId = useRef<string | null>(null);
  // A deletion is said in a polite region that is in the page from the start (its row just vanishes, and the focus
  // goes to the message box, which says nothing about it).
  const [listNotice, setListNotice] = useState('');
  // The message box is asked for focus by a counter it watches, so it also takes the focus if it is drawn anew
  // (a deleted conversation's page gives way to a new one after the dialog has gone).
  const [composerFocus, setComposerFocus] = useState(0);
  const focusAfterClose = (conversationId: string | null) => {
    if (conversationId === null) {
      setComposerFocus((n) => n + 1);
      return;
    }
    focusLater(byData('data-conversation-options', conversationId));
  };

  const closeNotice = () => {
    rememberChatNoticeSeen();
    setNoticeOpen(false);
    focusAfterClose(null);
  };

  const send = async (content: string): Promise<boolean> => {
    setSendError(null);
    let id = selectedId;
    if (!id) {
      try {
        const newId = await create.mutateAsync();
        // A new conversation is known to be empty: no need to ask (and no chance of showing the message twice).
        const now = new Date().toISOString();
        queryClient.setQueryData<ConversationResponse>(conversationQueryKey(newId), {
          conversation: { id: newId, title: null, createdAt: now, updatedAt: now },
          messages: [],
        });
        id = newId;
        setParams({ [CONVERSATION_PARAM]: newId }, { preventScrollReset: true });
      } catch (error) {
        setSendError(sendFailureText(error as Error));
        return false;
      }
    }
    const result = await stream.send(id, content, region);
    if (!result.ok) {
      setSendError(sendFailureText(result.error));
      return false;
    }
    return true;
  };

  const list = (
    <ConversationList
      selectedId={selectedId}
      onSelect={select}
      onRename={setRenaming}
      onDelete={(conversation) => {
        // Emptied, so that the next deletion is said even if it reads the same.
        setListNotice('');
        setDeleting(conversation);
      }}
    />
  );

  return (
    <Stack gap="md">
      <ChatDisclaimer />
      {isNoticeOpen ? <FirstUseNotice assistant={assistant.data} onClose={closeNotice} /> : null}
      <Group gap="sm">
        <Button onClick={() => select(null)} data-testid="new-conversation">
          New conversation
        </Button>
        <TalkToPersonButton ref={talkButton} isOpen={isTalkOpen} onToggle={() => setTalkOpen((open) => !open)} />
        {isNoticeOpen ? null : (
          <Button variant="subtle" onClick={() => setNoticeOpen(true)}>
            About this chat
          </Button>
        )}
      </Group>
      {isTalkOpen ? (
        <TalkToPersonPanel
          onClose={() => {
            setTalkOpen(false);
            talkButton.current?.focus();
          }}
        />
      ) : null}

      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--mantine-spacing-lg)', alignItems: 'flex-start' }}>
        <nav aria-labelledby="conversations-heading" style={{ flex: '1 1 15rem', minWidth: 0, maxWidth: isWide ? '20rem' : undefined }}>
          {isWide ? (
            <>
              <Title order={2} size="h4" id="conversations-heading" mb="xs">
                Your conversations
              </Title>
              {list}
            </>
          ) : (
            <>
              <Title order={2} size="h4" id="conversations-heading">
                <Button
                  variant="default"
                  fullWidth
                  justify="space-between"
                  onClick={() => setListOpen((open) => !open)}
                  aria-expanded={isListOpen}
                  aria-controls="conversation-list-panel"
                  rightSection={<span aria-hidden>{isListOpen ? '▴' : '▾'}</span>}
                >
                  Your conversations
                </Button>
              </Title>
              {conversations.isError && !isListOpen ? (
                // Folded away, the list's own error would not be seen: say it beside the button.
                <Text size="sm" c="dimmed" mt={6} role="status" data-testid="conversation-list-folded-error">
                  Your conversations could not be loaded. Open the list to try again.
                </Text>
              ) : null}
              <div id="conversation-list-panel" hidden={!isListOpen} style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
                {isListOpen ? list : null}
              </div>
            </>
          )}
        </nav>

        <section style={{ flex: '999 1 20rem', minWidth: 0 }} aria-label="Conversation">
          <ConversationView
            conversationId={selectedId}
            pending={stream.pending}
            assistantName={assistantName}
            region={region}
            onRegionChange={changeRegion}
            onStartNew={() => select(null)}
            composer={
              <Stack gap={6}>
                <Composer isStreaming={stream.isStreaming} isBusy={create.isPending} error={sendError} onSend={send} onStop={stream.stop} focusRequest={composerFocus} />
                <Text size="xs" c="dimmed" data-testid="assistant-kind">
                  {isGuided
                    ? 'No AI model is switched on in this service, so replies come from Harbour’s guided listener, which follows a script.'
                    : 'Replies are written by an AI model. It can be wrong, and it is not a person.'}{' '}
                  Not a clinician or a crisis service.
                </Text>
              </Stack>
            }
          />
        </section>
      </div>

      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="chat-announcer">
        {stream.announcement}
      </VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="conversation-list-announcer">
        {listNotice}
      </VisuallyHidden>

      {/* Opened from a conversation's options, whose code brings these dialogs too (conversation-actions.ts). */}
      {actions ? (
        <>
          <actions.RenameConversationDialog
            conversation={renaming}
            onClose={() => {
              focusAfterClose(renaming?.id ?? null);
              setRenaming(null);
            }}
            // Said in the list's polite region: the focus goes back to the options button, whose name alone changed.
            onRenamed={(title) => setListNotice(`The conversation is now called “${title}”.`)}
          />
          <actions.DeleteConversationDialog
            conversation={deleting}
            onClose={() => {
              // Deleted, its options went with it: the message box. Kept: back to its options.
              focusAfterClose(deleting && deleting.id !== deletedId.current ? deleting.id : null);
              setDeleting(null);
            }}
            onDeleted={(id) => {
              deletedId.current = id;
              if (deleting) setListNotice(`“${conversationName(deleting)}” has been deleted.`);
              if (id === selectedId) select(null);
            }}
          />
        </>
      ) : null}
    </Stack>
  );
}
