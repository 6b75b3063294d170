import { Alert, Anchor, Group, Text, Textarea } from '@mantine/core';
import { Link } from 'react-router';
import { CRISIS_PATH } from '@wellbeing/shared/routes';
import { useEffect, useRef, useState, type CSSProperties, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH, checkChatMessageContent } from '@wellbeing/shared/chat-checks';
import { draftFor, dropDraft, keepDraft } from '../../../lib/session/unsaved-drafts';
import { useSessionUser } from '../../../lib/session/use-session-user';
import { BusyButton } from '../../../components/busy-button';
import { formatCount } from '../utils/format';

interface ComposerProps {
  isStreaming: boolean;
  isBusy: boolean;
  error: string | null;
  /** Resolves true when the message was taken (the box is cleared), false to keep the text for another try. */
  onSend: (content: string) => Promise<boolean>;
  onStop: () => void;
  /** Raised to ask for the focus (after a dialog that opened elsewhere closes); 0 never asks. */
  focusRequest?: number;
}

/** The box's height for `rows` lines of text: its lines, its padding and its border, as Mantine draws them. */
const heightFor = (rows: number) => `calc(${rows}lh + 2 * var(--input-padding-y, 0rem) + 2 * 0.0625rem * var(--mantine-scale))`;
/**
 * Where the browser can grow a text box to fit its text itself (CSS `field-sizing`), it does: two lines to eight.
 * Elsewhere Mantine's autosize measures the text in script, which costs a slow phone a full style pass when the
 * chat opens.
 */
const GROWS_NATIVELY = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');
const NATIVE_GROWTH: CSSProperties = { fieldSizing: 'content', minHeight: heightFor(2), maxHeight: heightFor(8) };
/** A message not yet sent when the session ends is kept for its writer (lib/session/unsaved-drafts.ts). */
export const CHAT_DRAFT_KEY = 'chat:message';

/** The message box: Enter sends, Shift+Enter starts a new line; while a reply is written, Stop replaces Send. */
export function Composer({ isStreaming, isBusy, error, onSend, onStop, focusRequest = 0 }: ComposerProps) {
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusRequest > 0) box.current?.focus();
  }, [focusRequest]);
  const uid = useSessionUser()?.uid ?? '';
  const [draft, setDraft] = useState(() => draftFor<string>(CHAT_DRAFT_KEY, uid) ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const length = draft.trim().length;
  const isTooLong = length > CHAT_MESSAGE_MAX_LENGTH;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (isStreaming || isBusy) return;
    const parsed = checkChatMessageContent(draft);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setProblem(null);
    const sent = draft;
    setDraft('');
    if (await onSend(parsed.value)) dropDraft(CHAT_DRAFT_KEY);
    else setDraft((current) => (current === '' ? sent : current));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="chat-composer">
      {error ? (
        <Alert color="red" variant="light" mb="sm" role="alert">
          <Text size="sm" data-testid="chat-send-error">
            {error}
          </Text>
          {/* A message that did not go may have been the one asking for help: the way to a person is right here. */}
          <Text size="sm" mt={6}>
            If you need to talk to someone now,{' '}
            <Anchor component={Link} to={CRISIS_PATH} fw={600} underline="always" data-testid="chat-send-error-crisis">
              Get help now
            </Anchor>{' '}
            lists free lines you can call or text.
          </Text>
        </Alert>
      ) : null}
      <Textarea
        ref={box}
        label="Your message"
        description="Enter sends. Shift and Enter starts a new line."
        value={draft}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setDraft(value);
          if (problem) setProblem(null);
          if (!uid) return;
          if (value === '') dropDraft(CHAT_DRAFT_KEY);
          else keepDraft(CHAT_DRAFT_KEY, uid, value);
        }}
        onKeyDown={onKeyDown}
        autosize={!GROWS_NATIVELY}
        minRows={2}
        maxRows={8}
        rows={GROWS_NATIVELY ? 2 : undefined}
        styles={GROWS_NATIVELY ? { input: NATIVE_GROWTH } : undefined}
        error={problem ?? (isTooLong ? `Messages can be up to ${formatCount(CHAT_MESSAGE_MAX_LENGTH)} characters.` : undefined)}
        data-testid="chat-input"
      />
      <Group justify="space-between" mt="xs" gap="xs">
        <Text size="xs" c={isTooLong ? 'red.8' : 'dimmed'}>
          {formatCount(length)} / {formatCount(CHAT_MESSAGE_MAX_LENGTH)} characters
        </Text>
        {/* One button that is Send, then Stop while the reply is written, then Send again: the same element
            throughout, so a press from the keyboard keeps the focus (two buttons taking turns dropped it to the
            page each time). */}
        <BusyButton
          type={isStreaming ? 'button' : 'submit'}
          variant={isStreaming ? 'default' : 'filled'}
          loading={!isStreaming && isBusy}
          onClick={
            isStreaming
              ? (event) => {
                  // Whatever the button has become by the time the press completes, a press on Stop never submits.
                  event.preventDefault();
                  onStop();
                }
              : undefined
          }
          data-testid={isStreaming ? 'chat-stop' : 'chat-send'}
        >
          {isStreaming ? 'Stop' : 'Send'}
        </BusyButton>
      </Group>
    </form>
  );
}
