/** Offset of a 1-based page. */
export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

/** `like` pattern for a search box: the text anywhere, with `%`, `_` and `\` taken literally (`escape '\'`). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
