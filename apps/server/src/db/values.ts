/** Normalises a timestamp read from either engine to ISO-8601 UTC. */
export function toIso(value: Date | string | number): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Normalises a boolean read from either engine (SQLite keeps 0/1). */
export function toBool(value: boolean | number | string | null | undefined): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}
