export const ZONES = ['your-calm-zone', 'for-supporters', 'for-professionals'] as const;
export type Zone = (typeof ZONES)[number];

export const ZONE_LABELS: Record<Zone, string> = {
  'your-calm-zone': 'Your calm zone',
  'for-supporters': 'For supporters',
  'for-professionals': 'For professionals',
};

export function isZone(value: unknown): value is Zone {
  return typeof value === 'string' && (ZONES as readonly string[]).includes(value);
}
