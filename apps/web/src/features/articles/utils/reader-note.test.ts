import { describe, expect, it } from 'vitest';
import { ROLES } from '@wellbeing/shared/roles';
import { ZONES } from '@wellbeing/shared/zones';
import { readerNote } from './reader-note';

describe('the note on an article card', () => {
  it('says nothing to a reader the policy lets in, and who may read it to everyone else', () => {
    const table = Object.fromEntries([null, ...ROLES].map((role) => [role ?? 'visitor', ZONES.map((zone) => readerNote(role ? { role } : null, zone))]));
    expect(table).toEqual({
      visitor: ['Free account needed to read', 'Free account needed to read', 'For professionals only'],
      seeker: [null, null, 'For professionals only'],
      supporter: [null, null, 'For professionals only'],
      professional: [null, null, null],
      admin: [null, null, null],
    });
  });
});
