import type { AppConfig } from '../../../config.js';
import { createGuidedListener } from './guided-listener.js';
import { createOpenAiCompatibleProvider } from './openai-compatible.js';
import type { ChatProvider } from './provider.js';

/** An AI model when one is configured (AI_BASE_URL and AI_MODEL), else the built-in guided listener. */
export function createChatProvider(config: Pick<AppConfig, 'aiBaseUrl' | 'aiModel' | 'aiApiKey' | 'aiFirstByteTimeoutMs' | 'aiReplyTimeoutMs'>): ChatProvider {
  if (config.aiBaseUrl && config.aiModel) {
    return createOpenAiCompatibleProvider({
      baseUrl: config.aiBaseUrl,
      model: config.aiModel,
      apiKey: config.aiApiKey,
      firstByteTimeoutMs: config.aiFirstByteTimeoutMs,
      replyTimeoutMs: config.aiReplyTimeoutMs,
    });
  }
  return createGuidedListener();
}
