/**
 * The prefix of the public article queries (Home's featured list, zone lists, article pages). Written out
 * rather than imported: features do not import each other. Invalidating it after an edit shows the change
 * everywhere at once.
 */
export const PUBLIC_ARTICLES_KEY = ['articles'] as const;
