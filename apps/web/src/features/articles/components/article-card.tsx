import { Anchor, Card, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ArticleSummary } from '@wellbeing/shared/schemas/articles';

export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card withBorder padding="md" component="article">
      <Card.Section>
        <Image src={article.coverImg} alt="" h={160} fit="cover" loading="lazy" decoding="async" />
      </Card.Section>
      <Heading style={{ fontSize: '1.15rem', margin: '0.75rem 0 0.25rem' }}>
        <Anchor component={Link} to={`/articles/${encodeURIComponent(article.id)}`} c="var(--mantine-color-text)">
          {article.title}
        </Anchor>
      </Heading>
      <Text size="sm" c="dimmed">
        {article.excerpt}
      </Text>
    </Card>
  );
}
