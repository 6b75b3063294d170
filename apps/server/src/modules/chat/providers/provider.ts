import type { RiskLevel } from '../safety/risk.js';

/** One turn of the conversation as a provider sees it (crisis turns already withheld). */
export interface ProviderMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ReplyRequest {
  systemPrompt: string;
  /** Oldest first; the last one is the message being answered. */
  messages: readonly ProviderMessage[];
  /** The risk level of the message being answered: never 'crisis' (crisis turns get no generated reply). */
  riskLevel: Exclude<RiskLevel, 'crisis'>;
  /** True when the assistant has not answered in this conversation before. */
  isFirstReply: boolean;
  /** Aborted when the person stops the reply or leaves. */
  signal: AbortSignal;
}

/** Writes a reply as a stream of text pieces. Throws `ProviderFailure` when it cannot. */
export interface ChatProvider {
  readonly kind: 'guided-listener' | 'ai-model';
  /** Shown to the person, so they know what is answering. */
  readonly name: string;
  streamReply(request: ReplyRequest): AsyncIterable<string>;
}

export type ProviderFailureReason = 'timeout' | 'http' | 'network' | 'protocol';

/** Why a provider failed, without anything the person wrote or the provider answered in it. */
export class ProviderFailure extends Error {
  constructor(
    readonly reason: ProviderFailureReason,
    readonly status?: number,
  ) {
    super(`chat provider failed: ${reason}${status ? ` (${status})` : ''}`);
    this.name = 'ProviderFailure';
  }
}
