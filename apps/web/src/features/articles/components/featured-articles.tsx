import { Alert, Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { FEATURED_ARTICLE_COUNT } from '@wellbeing/shared/product';
import { useFeaturedArticles } from '../api/get-featured-articles';
import { ArticleCard } from './article-card';

export function FeaturedArticles() {
  const featured = useFeaturedArticles();
  if (featured.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} aria-busy="true" aria-label="Loading articles">
        {Array.from({ length: FEATURED_ARTICLE_COUNT }, (_, i) => (
          <Card key={i} withBorder padding="md">
            <Skeleton h={160} mb="sm" />
            <Skeleton h={18} mb={6} />
            <Skeleton h={14} />
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  if (featured.isError) {
    return (
      <Alert color="gray" variant="light" title="Articles are not available right now">
        {featured.error.message} The rest of Harbour still works, including crisis help.
      </Alert>
    );
  }
  if (featured.data.length === 0) return <Text c="dimmed">No articles have been published yet.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" data-testid="featured-articles">
      {featured.data.map((article, index) => (
        <ArticleCard key={article.id} article={article} priority={index === 0} />
      ))}
    </SimpleGrid>
  );
}
