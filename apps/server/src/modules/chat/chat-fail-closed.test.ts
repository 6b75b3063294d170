import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/app.js';
import { TestClient } from '../../test-support/http.js';
import { startFakeChatCompletions, type FakeChatCompletions } from './testing/fake-chat-completions.js';
import { newConversation, replyText, sendMessage, signedInUser } from './testing/chat-client.js';

// The risk check breaks: every message must get crisis help first, and none may reach the model.
vi.mock('./safety/risk.js', () => ({
  assessRisk: () => {
    throw new Error('a broken rule table');
  },
}));

describe('when the risk check itself fails', () => {
  let t: TestApp;
  let fake: FakeChatCompletions;
  beforeAll(async () => {
    fake = await startFakeChatCompletions();
    t = await createTestApp('sqlite', { aiBaseUrl: fake.url, aiModel: 'test-model' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('fails closed: the crisis response, and nothing sent to the model', async () => {
    const { client } = await signedInUser(t.app, new TestClient(t.app));
    const { res, events } = await sendMessage(client, await newConversation(client), { content: 'Just a normal day', region: 'CA' });
    expect(res.statusCode).toBe(200);
    expect(events[0]).toEqual({ event: 'risk', data: { level: 'crisis' } });
    expect(replyText(events)).toContain('9-8-8');
    expect(fake.requests).toHaveLength(0);
  });
});
