import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RegionCode } from '@wellbeing/shared/crisis-lines';
import type { ChatMessage, ChatRiskLevel, ConversationResponse } from '@wellbeing/shared/schemas/chat';
import { ApiError } from '../../../lib/api-client';
import { conversationQueryKey, conversationsQueryKey } from '../api/query-keys';
import { streamMessage } from '../api/send-message';
import { plainText } from '../utils/plain-text';

/** The exchange being written right now: shown after the stored messages until they include it. */
export interface PendingExchange {
  /** Which send this is: each send clears only its own exchange once the stored messages hold it. */
  sendId: number;
  conversationId: string;
  userContent: string;
  region: RegionCode;
  riskLevel: ChatRiskLevel | null;
  kind: 'reply' | 'crisis';
  text: string;
  /** Null while the reply is still being written. */
  status: ChatMessage['status'] | null;
  /** The friendly text the server sent when the reply could not be written. */
  failure: string | null;
  /** How many stored messages the conversation had before: once it has more, the stored copy takes over. */
  storedBefore: number;
}

export type SendResult = { ok: true } | { ok: false; error: ApiError };

/** How long to let the server store a stopped reply before reading the conversation again. */
const AFTER_STOP_MS = 300;

/**
 * Sends a message and follows its reply as it streams. Announcements for screen readers are made once per
 * reply (started, then the whole text), never per piece.
 */
export function useChatStream() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingExchange | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const controller = useRef<AbortController | null>(null);
  const sends = useRef(0);
  // The exchange on screen when a send starts: a send refused before it began puts it back (below).
  const shown = useRef<PendingExchange | null>(null);
  useEffect(() => {
    shown.current = pending;
  }, [pending]);

  // Leaving the page stops the reply, as the stop button does.
  useEffect(() => () => controller.current?.abort(), []);

  const update = (change: (current: PendingExchange) => PendingExchange) => setPending((current) => (current ? change(current) : current));

  const send = useCallback(
    async (conversationId: string, content: string, region: RegionCode): Promise<SendResult> => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      const sendId = ++sends.current;
      // A finished exchange whose stored copy has not arrived yet (the conversation is still being read again).
      const previous = shown.current?.status != null ? shown.current : null;
      const storedBefore = queryClient.getQueryData<ConversationResponse>(conversationQueryKey(conversationId))?.messages.length ?? 0;
      setPending({ sendId, conversationId, userContent: content, region, riskLevel: null, kind: 'reply', text: '', status: null, failure: null, storedBefore });
      setAnnouncement('Message sent. The reply is being written.');
      let finalText = '';
      let finalFailure: string | null = null;
      let result: SendResult = { ok: true };
      try {
        await streamMessage(conversationId, { content, region }, {
          signal: own.signal,
          onEvent: (event) => {
            switch (event.event) {
              case 'risk':
                update((p) => ({ ...p, riskLevel: event.data.level, kind: event.data.level === 'crisis' ? 'crisis' : 'reply' }));
                if (event.data.level === 'crisis') setAnnouncement('Crisis support is being shown.');
                break;
              case 'chunk':
                finalText = event.data.replace ? event.data.text : finalText + event.data.text;
                update((p) => ({ ...p, text: finalText }));
                break;
              case 'error':
                finalFailure = event.data.message;
                update((p) => ({ ...p, failure: event.data.message }));
                break;
              case 'done':
                update((p) => ({ ...p, status: event.data.status, kind: event.data.kind }));
                break;
            }
          },
        });
        const spoken = [plainText(finalText), finalFailure].filter(Boolean).join(' ');
        setAnnouncement(spoken ? `Reply: ${spoken}` : 'The reply is finished.');
      } catch (error) {
        if (own.signal.aborted) {
          update((p) => ({ ...p, status: 'stopped' }));
          setAnnouncement('Reply stopped.');
          // The server keeps the part already written once it notices; give it a moment to do so.
          for (let attempt = 0; attempt < 5; attempt++) {
            await new Promise((resolve) => setTimeout(resolve, AFTER_STOP_MS));
            await queryClient.refetchQueries({ queryKey: conversationQueryKey(conversationId) });
            const stored = queryClient.getQueryData<ConversationResponse>(conversationQueryKey(conversationId))?.messages ?? [];
            if (stored.length >= storedBefore + 2 || stored.at(-1)?.kind !== 'user') break;
          }
        } else if (error instanceof ApiError) {
          // Refused before the reply started (too long, too many, not found, offline): nothing was stored. The
          // exchange before it stays on screen until its stored copy arrives; its own send clears it then.
          setPending((current) => (current?.sendId === sendId ? previous : current));
          setAnnouncement('');
          if (controller.current === own) controller.current = null;
          return { ok: false, error };
        } else {
          const message = 'The connection was lost while the reply was being written. Your message is saved; please try again.';
          update((p) => ({ ...p, status: 'failed', failure: message }));
          setAnnouncement(message);
          result = { ok: true };
        }
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationQueryKey(conversationId) }),
        queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
      ]);
      if (controller.current === own) controller.current = null;
      setPending((current) => (current?.sendId === sendId ? null : current));
      return result;
    },
    [queryClient],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  return { pending, isStreaming: pending !== null && pending.status === null, announcement, send, stop };
}
