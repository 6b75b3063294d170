import { Alert, Anchor, Card, Group, Image, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Zone } from '@wellbeing/shared/zones';
import { formatDay } from '../../../lib/format-date';
import { useZoneArticles } from '../api/get-zone-articles';
import { RatingSummaryText } from './star-rating';


/** A zone's articles, newest first; a failed read shows "not available" instead of an error page. */
export function ZoneArticles({ zone }: { zone: Zone }) {
  const list = useZoneArticles(zone);
  if (list.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label="Loading articles">
        {[0, 1, 2].map((i) => (
          <Card key={i} withBorder>
            <Skeleton h={140} mb="sm" />
            <Skeleton h={18} mb={6} />
            <Skeleton h={14} />
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  if (list.isError || !list.data.available) {
    return (
      <Alert color="gray" variant="light" title="Articles are not available right now" data-testid="zone-unavailable">
        Please try again in a little while. Crisis help and the rest of Harbour still work.
      </Alert>
    );
  }
  if (list.data.articles.length === 0) return <Text c="dimmed">No articles have been published here yet.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }} data-testid="zone-articles">
      {list.data.articles.map((article) => (
        <Card key={article.id} withBorder padding="md" component="li">
          <Card.Section>
            <Image src={article.coverImg} alt="" h={140} fit="cover" loading="lazy" decoding="async" />
          </Card.Section>
          <h2 style={{ fontSize: '1.15rem', margin: '0.75rem 0 0.25rem' }}>
            <Anchor component={Link} to={`/articles/${encodeURIComponent(article.id)}`} c="var(--mantine-color-text)">
              {article.title}
            </Anchor>
          </h2>
          <Text size="sm" c="dimmed">
            {article.excerpt}
          </Text>
          <Group gap="xs" mt="sm">
            <Text size="xs" c="dimmed">
              {formatDay(article.createdAt)} · {article.readingMinutes} min read · <RatingSummaryText {...article.rating} />
            </Text>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
