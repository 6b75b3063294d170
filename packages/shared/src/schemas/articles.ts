import { z } from 'zod';
import { MAX_SCORE, MIN_SCORE } from '../product.js';
import { ZONES } from '../zones.js';

export const zoneSchema = z.enum(ZONES);

export const articleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  coverImg: z.string(),
  excerpt: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** Home's featured articles carry their zone, so a card can say who may read it before anyone opens it. */
export const featuredArticleSchema = articleSummarySchema.extend({ zone: zoneSchema });
export type FeaturedArticle = z.infer<typeof featuredArticleSchema>;

export const featuredArticlesResponseSchema = z.object({ articles: z.array(featuredArticleSchema) });
export type FeaturedArticlesResponse = z.infer<typeof featuredArticlesResponseSchema>;

export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const articleListItemSchema = articleSummarySchema.extend({
  createdAt: z.string(),
  readingMinutes: z.number().int(),
  rating: ratingSummarySchema,
});
export type ArticleListItem = z.infer<typeof articleListItemSchema>;
export const zoneArticlesResponseSchema = z.object({ zone: zoneSchema, articles: z.array(articleListItemSchema), available: z.boolean() });
export type ZoneArticlesResponse = z.infer<typeof zoneArticlesResponseSchema>;

/** What the access check of an article page reads first (spec section 7): its zone and title, never its content. */
export const articleAccessInfoSchema = z.object({ id: z.string(), title: z.string(), zone: z.string() });
export type ArticleAccessInfo = z.infer<typeof articleAccessInfoSchema>;

export const articleSchema = articleListItemSchema.extend({
  content: z.string(),
  zone: zoneSchema,
  updatedAt: z.string(),
});
export type Article = z.infer<typeof articleSchema>;
export const articleResponseSchema = z.object({ article: articleSchema });

export { MAX_SCORE, MIN_SCORE };
export const ratingInputSchema = z.strictObject({
  score: z
    .number({ error: 'The score must be a whole number from 1 to 5.' })
    .int('The score must be a whole number from 1 to 5.')
    .min(MIN_SCORE, 'The score must be a whole number from 1 to 5.')
    .max(MAX_SCORE, 'The score must be a whole number from 1 to 5.'),
});
export type RatingInput = z.infer<typeof ratingInputSchema>;
export const articleRatingResponseSchema = z.object({ rating: ratingSummarySchema, mine: z.number().int().nullable() });
export type ArticleRatingResponse = z.infer<typeof articleRatingResponseSchema>;

/** About 200 words a minute, at least one. */
export function readingMinutes(content: string): number {
  const words = content.replace(/\\n/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
