import { describe, expect, it } from 'vitest';
import { checkModelReply } from '../safety/reply-guard.js';
import { chunkReply, createGuidedListener, guidedReply, GUIDED_LISTENER_INTRO } from './guided-listener.js';

const THEMED: Record<string, string> = {
  sleep: 'I can’t sleep, I lie awake until 3am every night',
  work: 'My boss keeps piling deadlines on me at work',
  family: 'Things with my parents have been tense at home',
  loneliness: 'I feel so lonely since I moved, I have no one to talk to',
  anxiety: 'I get so anxious before meetings, my heart races and I panic',
  'low mood': 'I’ve been feeling really down and empty for weeks',
  anger: 'I keep snapping at people, I’m so angry all the time',
  grief: 'My grandmother died last month and I miss her so much',
};

describe('built-in guided listener', () => {
  it('says plainly in its first reply that it is a guided assistant, not an AI model or a clinician', () => {
    const first = guidedReply('Hello', { turn: 0, isFirstReply: true, riskLevel: 'none' });
    expect(first.startsWith(GUIDED_LISTENER_INTRO)).toBe(true);
    expect(first).toMatch(/not an AI model/);
    expect(first).toMatch(/not a clinician or a crisis service/);
    expect(guidedReply('Hello', { turn: 1, isFirstReply: false, riskLevel: 'none' })).not.toContain(GUIDED_LISTENER_INTRO);
  });

  it('is deterministic: the same message and turn give the same reply', () => {
    for (const message of Object.values(THEMED)) {
      expect(guidedReply(message, { turn: 2, isFirstReply: false, riskLevel: 'none' })).toBe(guidedReply(message, { turn: 2, isFirstReply: false, riskLevel: 'none' }));
    }
  });

  it('varies by theme, reflects, asks an open question and offers Harbour’s tools', () => {
    const replies = Object.entries(THEMED).map(([theme, message]) => [theme, guidedReply(message, { turn: 0, isFirstReply: false, riskLevel: 'none' })] as const);
    expect(new Set(replies.map(([, r]) => r)).size).toBe(replies.length);
    for (const [theme, reply] of replies) {
      expect(reply, theme).toMatch(/\?/);
      expect(reply, theme).toMatch(/\]\(\/(get-support\/interactive-tools|resources\/[a-z-]+|community)\)/);
    }
    expect(replies.find(([t]) => t === 'sleep')![1]).toMatch(/sleep/i);
    expect(replies.find(([t]) => t === 'grief')![1]).toMatch(/loss|grie/i);
    expect(replies.find(([t]) => t === 'anxiety')![1]).toMatch(/grounding|breath/i);
  });

  it('answers greetings, thanks and one-word answers gently, and takes extra care at the elevated level', () => {
    expect(guidedReply('hi', { turn: 1, isFirstReply: false, riskLevel: 'none' })).toMatch(/talk about/);
    expect(guidedReply('thanks, that helped', { turn: 1, isFirstReply: false, riskLevel: 'none' })).toMatch(/welcome/);
    expect(guidedReply('idk', { turn: 1, isFirstReply: false, riskLevel: 'none' })).toMatch(/no rush/);
    expect(guidedReply('Everything is too much and I can’t cope', { turn: 1, isFirstReply: false, riskLevel: 'elevated' })).toMatch(/glad you’re telling me|trusting me/);
  });

  it('answers a worry about someone else as a supporter’s worry, never as the writer’s own feeling', () => {
    const worries = [
      'My sister has been very low and I do not know what to say to her',
      'my son seems really withdrawn and is not eating much',
      'I’m worried about my dad, he has been drinking too much since the divorce',
      'How can I help my best friend? She is struggling at uni',
    ];
    for (const message of worries) {
      const reply = guidedReply(message, { turn: 1, isFirstReply: false, riskLevel: 'none' });
      expect(reply, message).toMatch(/someone close to you|someone you care about/);
      expect(reply, message).not.toMatch(/You mentioned feeling|you’ve been feeling/);
      expect(reply, message).toMatch(/\?/);
    }
    // Every other reply points to the supporters' articles and to help for them.
    const withSuggestion = guidedReply(worries[0]!, { turn: 0, isFirstReply: false, riskLevel: 'none' });
    expect(withSuggestion).toContain('[For supporters](/resources/for-supporters)');
    expect(withSuggestion).toContain('[Get help now](/get-support/crisis-help)');
    // The writer's own feelings, and losses, stay theirs.
    for (const message of ['I’ve been feeling really down and empty for weeks', 'My grandmother died last month and I miss her so much', 'Things with my parents have been tense at home']) {
      expect(guidedReply(message, { turn: 1, isFirstReply: false, riskLevel: 'none' }), message).not.toMatch(/someone close to you|someone you care about/);
    }
  });

  it('never writes anything the reply check would stop', () => {
    const messages = [...Object.values(THEMED), 'My sister has been very low and I do not know what to say to her', 'hi', 'thanks', 'no', 'I don’t know what to say', 'money is tight and rent is due', 'exams next week'];
    for (const message of messages) {
      for (let turn = 0; turn < 4; turn++) {
        for (const riskLevel of ['none', 'elevated'] as const) {
          const reply = guidedReply(message, { turn, isFirstReply: turn === 0, riskLevel });
          expect(checkModelReply(reply), reply).toEqual({ safe: true, reasons: [] });
        }
      }
    }
  });

  it('streams in chunks that add up to the reply', async () => {
    const reply = guidedReply(THEMED.work!, { turn: 0, isFirstReply: true, riskLevel: 'none' });
    expect(chunkReply(reply).join('')).toBe(reply);
    const listener = createGuidedListener({ chunkDelayMs: 0 });
    const pieces: string[] = [];
    for await (const piece of listener.streamReply({
      systemPrompt: '',
      messages: [{ role: 'user', content: THEMED.work! }],
      riskLevel: 'none',
      isFirstReply: true,
      signal: new AbortController().signal,
    })) {
      pieces.push(piece);
    }
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('')).toBe(reply);
  });
});
