export const PRODUCT_NAME = 'Harbour';
export const PRODUCT_TAGLINE = 'Mental health and wellbeing support';
/** localStorage key of the mirrored session user (spec section 9). */
export const CURRENT_USER_STORAGE_KEY = 'currentUser';
export const FEATURED_ARTICLE_COUNT = 3;
