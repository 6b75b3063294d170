import type { FastifyInstance } from 'fastify';
import { FEATURED_ARTICLE_COUNT } from '@wellbeing/shared/product';
import type { FeaturedArticlesResponse } from '@wellbeing/shared/schemas/articles';
import { createArticlesRepository } from './repository.js';

export async function articlesRoutes(app: FastifyInstance): Promise<void> {
  const articles = createArticlesRepository(app.database.db);

  // Public: titles, covers and excerpts only; the content of an article is never part of a listing.
  app.get('/api/articles/featured', async (): Promise<FeaturedArticlesResponse> => {
    return { articles: await articles.listNewest(FEATURED_ARTICLE_COUNT) };
  });
}
