import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditAction, AuditEntry } from '@wellbeing/shared/schemas/admin';
import type { Database } from '../../db/schema.js';
import { toIso } from '../../db/values.js';
import type { ViewerUser } from '../auth/viewer.js';

export type AuditTarget = { type: 'user' | 'article'; id: string; label: string | null };

/**
 * Non-private facts only: role names, zones, the names (never the values) of changed fields, ids. No e-mail
 * bodies or addresses, no article content, no reasons written to a person, no passwords or tokens.
 */
export type AuditDetails = Record<string, string | string[]>;

/**
 * Records one admin action. Call it with the transaction that performs the action, so the action and its
 * audit row are written together or not at all.
 */
export async function recordAudit(
  trx: Kysely<Database>,
  actor: Pick<ViewerUser, 'id' | 'username'>,
  action: AuditAction,
  target: AuditTarget,
  details: AuditDetails = {},
): Promise<void> {
  await trx
    .insertInto('auditLog')
    .values({
      id: randomUUID(),
      actorId: actor.id,
      actorUsername: actor.username,
      action,
      targetType: target.type,
      targetId: target.id,
      targetLabel: target.label,
      details: JSON.stringify(details),
      createdAt: new Date().toISOString(),
    })
    .execute();
}

export function toAuditEntry(row: {
  id: string;
  actorId: string;
  actorUsername: string;
  action: string;
  targetType: string;
  targetId: string;
  targetLabel: string | null;
  details: string;
  createdAt: Date | string;
}): AuditEntry {
  let details: AuditDetails = {};
  try {
    details = JSON.parse(row.details) as AuditDetails;
  } catch {
    details = {};
  }
  return {
    ...row,
    action: row.action as AuditAction,
    targetType: row.targetType as AuditEntry['targetType'],
    details,
    createdAt: toIso(row.createdAt),
  };
}
