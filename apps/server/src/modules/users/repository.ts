import { sql, type Kysely } from 'kysely';
import type { Profile } from '@wellbeing/shared/schemas/account';
import type { Role } from '@wellbeing/shared/roles';
import type { Database } from '../../db/schema.js';
import { toIso } from '../../db/values.js';
import { getProfessionalBadge } from '../admin/professional-badge.js';

export function createUsersRepository(db: Kysely<Database>) {
  return {
    /** Case-insensitive, as the unique index is; `exceptId` leaves the asking user out (profile updates). */
    async isUsernameTaken(username: string, exceptId?: string): Promise<boolean> {
      let query = db.selectFrom('users').select('id').where(sql<string>`lower(username)`, '=', username.toLowerCase());
      if (exceptId) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async isEmailTaken(email: string): Promise<boolean> {
      return (await db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst()) !== undefined;
    },

    async getProfile(id: string): Promise<Profile | undefined> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'email', 'username', 'role', 'gender', 'dateOfBirth', 'fullName', 'createdAt', 'updatedAt'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const badge = await getProfessionalBadge(db, row);
      return { ...row, role: row.role as Role, createdAt: toIso(row.createdAt), updatedAt: toIso(row.updatedAt), ...badge };
    },

  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
