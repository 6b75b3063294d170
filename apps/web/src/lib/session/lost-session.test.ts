import { describe, expect, it } from 'vitest';
import { messageFor } from '@wellbeing/shared/errors';
import { ApiError, SESSION_LOST_CODE } from '../api-client';
import { sendFailureText } from './lost-session';

const failure = (status: number, code: string) => new ApiError(status, code, messageFor(code));

describe('sendFailureText', () => {
  it('after a lost session, says the words are kept until they log in again', () => {
    expect(sendFailureText(failure(401, SESSION_LOST_CODE))).toBe('Not authenticated. Log in again to send it: what you wrote is kept until you do.');
  });

  it('offline, gives the catalogue’s text, then that the words are still there and when to send them', () => {
    expect(sendFailureText(failure(0, 'offline/unavailable'))).toBe(
      'Failed to get document because the client is offline. What you wrote is still here. Send it again when you are back online.',
    );
  });

  it('when the connection failed, ends the catalogue’s text with a full stop before saying the same', () => {
    expect(sendFailureText(failure(0, 'network/failed'))).toBe('Connection failed. What you wrote is still here. Try again in a moment.');
  });

  it('says "save" for a form that saves', () => {
    expect(sendFailureText(failure(0, 'offline/unavailable'), 'save')).toBe(
      'Failed to get document because the client is offline. What you wrote is still here. Save it again when you are back online.',
    );
    expect(sendFailureText(failure(401, SESSION_LOST_CODE), 'save')).toBe('Not authenticated. Log in again to save it: what you wrote is kept until you do.');
  });

  it('leaves every other refusal as the catalogue says it', () => {
    for (const code of ['network/timeout', 'server/error', 'request/invalid']) {
      expect(sendFailureText(failure(code === 'server/error' ? 500 : 0, code))).toBe(messageFor(code));
    }
    expect(sendFailureText(new Error('Something else'))).toBe('Something else');
  });
});
