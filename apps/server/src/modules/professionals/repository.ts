import { sql, type Kysely, type Selectable } from 'kysely';
import {
  APPROACH_LABELS,
  LANGUAGE_LABELS,
  SPECIALTY_LABELS,
  type Approach,
  type ContactRequest,
  type ContactRequestData,
  type DirectoryEntry,
  type DirectoryProfile,
  type DirectoryProfileData,
  type DirectoryTagKind,
  type Language,
  type Specialty,
  type directorySearchSchema,
} from '@wellbeing/shared/schemas/professionals';
import type { z } from 'zod';
import type { DatabaseKind } from '../../config.js';
import type { ContactRequestsTable, Database, ProfessionalProfilesTable } from '../../db/schema.js';
import { toBool, toIso } from '../../db/values.js';
import { decryptText, encryptText } from '../../lib/crypto.js';
import { containsPattern, offsetOf } from '../admin/pagination.js';
import { getProfessionalBadges, todayIso } from '../admin/professional-badge.js';

type ProfileRow = Selectable<ProfessionalProfilesTable> & { fullName: string | null };
type RequestRow = Selectable<ContactRequestsTable>;
type Tags = { specialties: Specialty[]; approaches: Approach[]; languages: Language[] };
export type DirectorySearchQuery = z.output<typeof directorySearchSchema>;

/** Bound to each value as associated data: a message copied into another row no longer decrypts. */
const messageContext = (id: string) => `contact-request-message:${id}`;
const contactContext = (id: string) => `contact-request-contact:${id}`;

/** The lower-cased words search looks in (the name is searched on the users table, so a rename is found at once). */
function searchTextOf(data: DirectoryProfileData): string {
  return [
    data.title,
    data.bio,
    data.location ?? '',
    data.fees ?? '',
    data.availability ?? '',
    ...data.specialties.map((s) => SPECIALTY_LABELS[s]),
    ...data.approaches.map((a) => APPROACH_LABELS[a]),
    ...data.languages.map((l) => LANGUAGE_LABELS[l]),
    data.offersOnline ? 'online' : '',
    data.offersInPerson ? 'in person' : '',
    data.isLowCost ? 'free low-cost low cost' : '',
  ]
    .join(' ')
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

export function createProfessionalsRepository(db: Kysely<Database>, kind: DatabaseKind, key: Buffer) {
  const bool = (value: boolean) => (kind === 'sqlite' ? (value ? 1 : 0) : value);

  async function tagsOf(userIds: readonly string[]): Promise<Map<string, Tags>> {
    const result = new Map<string, Tags>(userIds.map((id) => [id, { specialties: [], approaches: [], languages: [] }]));
    if (userIds.length === 0) return result;
    const rows = await db.selectFrom('professionalProfileTags').select(['userId', 'kind', 'value']).where('userId', 'in', userIds).orderBy('userId').orderBy('kind').orderBy('value').execute();
    for (const row of rows) {
      const tags = result.get(row.userId)!;
      if (row.kind === 'specialty') tags.specialties.push(row.value as Specialty);
      else if (row.kind === 'approach') tags.approaches.push(row.value as Approach);
      else tags.languages.push(row.value as Language);
    }
    return result;
  }

  const toProfile = (row: ProfileRow, tags: Tags): DirectoryProfile => ({
    id: row.userId,
    fullName: row.fullName ?? '',
    title: row.title,
    ...tags,
    offersOnline: toBool(row.offersOnline),
    offersInPerson: toBool(row.offersInPerson),
    location: row.location,
    fees: row.fees,
    isLowCost: toBool(row.isLowCost),
    availability: row.availability,
    bio: row.bio,
    acceptingNew: toBool(row.acceptingNew),
    updatedAt: toIso(row.updatedAt),
  });

  const selectProfiles = () =>
    db.selectFrom('professionalProfiles as p').innerJoin('users as u', 'u.id', 'p.userId').selectAll('p').select('u.fullName');

  async function getProfile(userId: string): Promise<DirectoryProfile | null> {
    const row = await selectProfiles().where('p.userId', '=', userId).executeTakeFirst();
    if (!row) return null;
    return toProfile(row, (await tagsOf([userId])).get(userId)!);
  }

  /** The verified entries among these profiles, in the given order (the badge decides, never a copy of its rule). */
  async function toEntries(rows: ProfileRow[]): Promise<DirectoryEntry[]> {
    const badges = await getProfessionalBadges(db, rows.map((r) => ({ id: r.userId, role: 'professional' })));
    const tags = await tagsOf(rows.map((r) => r.userId));
    return rows.flatMap((row) => {
      const badge = badges.get(row.userId);
      if (!badge?.verified || !badge.licenceExpiry) return [];
      return [{ ...toProfile(row, tags.get(row.userId)!), verified: true as const, licenceExpiry: badge.licenceExpiry }];
    });
  }

  /**
   * Listed professionals: the account is a professional one, not banned, and has an approved licence that
   * has not expired. The SQL condition is only a pre-filter that uses the indexes (every verified person
   * passes it); `getProfessionalBadges` has the last word on each row shown.
   */
  function listed() {
    const today = todayIso();
    return db
      .selectFrom('professionalProfiles as p')
      .innerJoin('users as u', 'u.id', 'p.userId')
      .where('u.role', '=', 'professional')
      .where('u.bannedAt', 'is', null)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('professionalVerifications as v')
            .select(sql`1`.as('one'))
            .whereRef('v.userId', '=', 'p.userId')
            .where('v.status', '=', 'approved')
            .where('v.licenceExpiry', '>=', today),
        ),
      );
  }

  /** Rows as one of their two people sees them: the message and contact details decrypted. */
  async function toRequests(rows: RequestRow[], viewerId: string): Promise<ContactRequest[]> {
    if (rows.length === 0) return [];
    const people = await db
      .selectFrom('users')
      .leftJoin('professionalProfiles as p', 'p.userId', 'users.id')
      .select(['users.id', 'users.username', 'users.fullName', 'p.title'])
      .where('users.id', 'in', [...new Set(rows.flatMap((r) => [r.professionalId, r.requesterId]))])
      .execute();
    const byId = new Map(people.map((p) => [p.id, p]));
    return rows.map((row) => {
      const professional = byId.get(row.professionalId);
      const requester = byId.get(row.requesterId);
      return {
        id: row.id,
        direction: row.professionalId === viewerId ? 'received' : 'sent',
        status: row.status,
        message: decryptText(row.messageEncrypted, key, messageContext(row.id)),
        contactMethod: row.contactMethod,
        contactValue: decryptText(row.contactValueEncrypted, key, contactContext(row.id)),
        createdAt: toIso(row.createdAt),
        decidedAt: row.decidedAt ? toIso(row.decidedAt) : null,
        professional: { id: row.professionalId, fullName: professional?.fullName ?? professional?.username ?? '', title: professional?.title ?? null },
        requester: { username: requester?.username ?? '' },
      };
    });
  }

  return {
    getProfile,

    /** Creates or replaces the professional's directory profile, name included, in one transaction. */
    async saveProfile(userId: string, data: DirectoryProfileData): Promise<DirectoryProfile> {
      const now = new Date().toISOString();
      const columns = {
        title: data.title,
        bio: data.bio,
        offersOnline: bool(data.offersOnline),
        offersInPerson: bool(data.offersInPerson),
        location: data.location,
        fees: data.fees,
        isLowCost: bool(data.isLowCost),
        availability: data.availability,
        acceptingNew: bool(data.acceptingNew),
        searchText: searchTextOf(data),
        updatedAt: now,
      };
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ fullName: data.fullName, updatedAt: now }).where('id', '=', userId).execute();
        await trx
          .insertInto('professionalProfiles')
          .values({ userId, ...columns, createdAt: now })
          .onConflict((oc) => oc.column('userId').doUpdateSet(columns))
          .execute();
        await trx.deleteFrom('professionalProfileTags').where('userId', '=', userId).execute();
        const tags: { userId: string; kind: DirectoryTagKind; value: string }[] = [
          ...data.specialties.map((value) => ({ userId, kind: 'specialty' as const, value })),
          ...data.approaches.map((value) => ({ userId, kind: 'approach' as const, value })),
          ...data.languages.map((value) => ({ userId, kind: 'language' as const, value })),
        ];
        if (tags.length > 0) await trx.insertInto('professionalProfileTags').values(tags).execute();
      });
      return (await getProfile(userId))!;
    },

    async search(query: DirectorySearchQuery): Promise<{ items: DirectoryEntry[]; total: number }> {
      let filtered = listed();
      const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
      for (const word of words) {
        const pattern = containsPattern(word);
        filtered = filtered.where((eb) =>
          eb.or([
            eb(sql`lower(${sql.ref('u.fullName')})`, 'like', sql`${pattern} escape '\\'`),
            eb('p.searchText', 'like', sql<string>`${pattern} escape '\\'`),
          ]),
        );
      }
      const tagFilters: [DirectoryTagKind, string | undefined][] = [
        ['specialty', query.specialty],
        ['approach', query.approach],
        ['language', query.language],
      ];
      for (const [tagKind, value] of tagFilters) {
        if (!value) continue;
        filtered = filtered.where((eb) =>
          eb.exists(
            eb
              .selectFrom('professionalProfileTags as t')
              .select(sql`1`.as('one'))
              .whereRef('t.userId', '=', 'p.userId')
              .where('t.kind', '=', tagKind)
              .where('t.value', '=', value),
          ),
        );
      }
      if (query.mode === 'online') filtered = filtered.where('p.offersOnline', '=', bool(true));
      if (query.mode === 'in-person') filtered = filtered.where('p.offersInPerson', '=', bool(true));
      if (query.accepting !== undefined) filtered = filtered.where('p.acceptingNew', '=', bool(query.accepting));
      if (query.lowCost !== undefined) filtered = filtered.where('p.isLowCost', '=', bool(query.lowCost));

      const count = await filtered.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
      const rows = await filtered
        .selectAll('p')
        .select('u.fullName')
        // People taking new requests first, then by name.
        .orderBy('p.acceptingNew', 'desc')
        .orderBy(sql`lower(${sql.ref('u.fullName')})`)
        .orderBy('p.userId')
        .limit(query.pageSize)
        .offset(offsetOf(query.page, query.pageSize))
        .execute();
      return { items: await toEntries(rows), total: Number(count.n) };
    },

    /** One listed professional, or undefined when they are not (yet, or any more) in the directory. */
    async getListed(userId: string): Promise<DirectoryEntry | undefined> {
      const row = await listed().selectAll('p').select('u.fullName').where('p.userId', '=', userId).executeTakeFirst();
      return row ? (await toEntries([row]))[0] : undefined;
    },

    // ─── Contact requests ─────────────────────────────────────────────────────────────────────────────

    async createRequest(trx: Kysely<Database>, id: string, professionalId: string, requesterId: string, data: ContactRequestData): Promise<void> {
      await trx
        .insertInto('contactRequests')
        .values({
          id,
          professionalId,
          requesterId,
          messageEncrypted: encryptText(data.message, key, messageContext(id)),
          contactMethod: data.contactMethod,
          contactValueEncrypted: encryptText(data.contactValue, key, contactContext(id)),
          status: 'pending',
          createdAt: new Date().toISOString(),
        })
        .execute();
    },

    /** The request when the viewer is one of its two people; undefined for anyone else (a 404). */
    async findRequestFor(id: string, viewerId: string): Promise<RequestRow | undefined> {
      return db
        .selectFrom('contactRequests')
        .selectAll()
        .where('id', '=', id)
        .where((eb) => eb.or([eb('professionalId', '=', viewerId), eb('requesterId', '=', viewerId)]))
        .executeTakeFirst();
    },

    /** Pending → decided; false when someone decided first. */
    async decideRequest(trx: Kysely<Database>, id: string, professionalId: string, decision: 'accepted' | 'declined'): Promise<boolean> {
      const result = await trx
        .updateTable('contactRequests')
        .set({ status: decision, decidedAt: new Date().toISOString() })
        .where('id', '=', id)
        .where('professionalId', '=', professionalId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Requests the viewer received (as a professional) or sent, newest first, readable by them. */
    async listRequests(viewerId: string, box: 'received' | 'sent', limit = 200): Promise<ContactRequest[]> {
      const rows = await db
        .selectFrom('contactRequests')
        .selectAll()
        .where(box === 'received' ? 'professionalId' : 'requesterId', '=', viewerId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return toRequests(rows, viewerId);
    },

    toRequests,

    /** Names for e-mails: never the message or the contact details. */
    async requestFacts(id: string) {
      return db
        .selectFrom('contactRequests as r')
        .innerJoin('users as pro', 'pro.id', 'r.professionalId')
        .innerJoin('users as req', 'req.id', 'r.requesterId')
        .select(['r.id', 'r.status', 'r.contactMethod', 'pro.fullName as professionalName', 'pro.username as professionalUsername', 'req.username as requesterUsername'])
        .where('r.id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type ProfessionalsRepository = ReturnType<typeof createProfessionalsRepository>;
