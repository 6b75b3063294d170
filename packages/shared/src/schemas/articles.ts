import { z } from 'zod';
import { ZONES } from '../zones.js';

export const zoneSchema = z.enum(ZONES);

export const articleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  coverImg: z.string(),
  excerpt: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const featuredArticlesResponseSchema = z.object({ articles: z.array(articleSummarySchema) });
export type FeaturedArticlesResponse = z.infer<typeof featuredArticlesResponseSchema>;
