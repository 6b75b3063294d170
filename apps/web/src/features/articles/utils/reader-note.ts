import { canReadZone, ZONE_ROLES, type Visitor } from '@wellbeing/shared/access-policy';
import { ZONE_LABELS, type Zone } from '@wellbeing/shared/zones';

/**
 * Who may read an article, said on its card only to someone who may not (yet): before they open it rather
 * than after. Home features the newest articles of every zone (spec), professionals' ones among them.
 */
export function readerNote(visitor: Visitor, zone: Zone): string | null {
  if (canReadZone(visitor, zone)) return null;
  if (visitor === null && ZONE_ROLES[zone].includes('seeker')) return 'Free account needed to read';
  return `${ZONE_LABELS[zone]} only`;
}
