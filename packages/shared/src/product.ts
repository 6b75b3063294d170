export const PRODUCT_NAME = 'Harbour';
export const PRODUCT_TAGLINE = 'Mental health and wellbeing support';
/** localStorage key of the mirrored session user (spec section 9). */
export const CURRENT_USER_STORAGE_KEY = 'currentUser';
export const FEATURED_ARTICLE_COUNT = 3;
/** The id of the data block in which the server sends some of a page's first answers with its HTML shell. */
export const PAGE_ANSWERS_ID = 'page-answers';
/** The lowest and highest score a reader can give an article. */
export const MIN_SCORE = 1;
export const MAX_SCORE = 5;
