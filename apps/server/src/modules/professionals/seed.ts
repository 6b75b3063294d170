import type { DirectoryProfileData } from '@wellbeing/shared/schemas/professionals';
import type { ProfessionalsRepository } from './repository.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

const DEMO_PROFESSIONAL_EMAIL = 'professional@example.com';

const demoProfile: Omit<DirectoryProfileData, 'fullName'> = {
  title: 'Clinical psychologist',
  specialties: ['anxiety', 'depression', 'stress', 'sleep'],
  approaches: ['cbt', 'act', 'compassion-focused'],
  languages: ['en', 'cy'],
  offersOnline: true,
  offersInPerson: true,
  location: 'Cardiff',
  fees: '£60 for 50 minutes; reduced fees on request',
  isLowCost: false,
  availability: 'Weekday evenings and Saturday mornings',
  bio: 'I help adults who feel stuck with worry, low mood or poor sleep. Sessions are calm and practical: we work out together what keeps things going and try small changes between sessions. This is a demo profile.',
  acceptingNew: true,
};

/** Demo mode only: the demo professional has a directory profile, so the directory is not empty. Never overwrites an edit. */
export async function seedDemoDirectoryProfile(db: Kysely<Database>, profiles: ProfessionalsRepository): Promise<boolean> {
  const demo = await db.selectFrom('users').select(['id', 'fullName', 'role']).where('email', '=', DEMO_PROFESSIONAL_EMAIL).executeTakeFirst();
  if (!demo || demo.role !== 'professional') return false;
  if (await profiles.getProfile(demo.id)) return false;
  try {
    await profiles.saveProfile(demo.id, { ...demoProfile, fullName: demo.fullName ?? 'Dr Sam Demo' });
    return true;
  } catch {
    // Another instance starting at the same moment saved it first.
    return false;
  }
}
