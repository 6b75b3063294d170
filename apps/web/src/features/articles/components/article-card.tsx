import { Anchor, Card, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { FeaturedArticle } from '@wellbeing/shared/schemas/articles';
import { useSessionUser } from '../../../lib/session/use-session-user';
import { readerNote } from '../utils/reader-note';

/**
 * `priority`: the card is at the top of the page, where its cover is often the largest thing the visitor
 * sees first: load it at once and ahead of other images instead of lazily. Covers are drawn at 1200×630;
 * the width and height attributes keep that shape before the image arrives.
 */
export function ArticleCard({ article, headingLevel = 3, priority = false }: { article: FeaturedArticle; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  // A signed-in user is the policy's visitor as it is (it has a role); null is a visitor without an account.
  const note = readerNote(useSessionUser(), article.zone);
  return (
    <Card withBorder padding="md" component="article">
      <Card.Section>
        <Image
          src={article.coverImg}
          alt=""
          h={160}
          width={1200}
          height={630}
          fit="cover"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      </Card.Section>
      <Heading style={{ fontSize: '1.15rem', margin: '0.75rem 0 0.25rem' }}>
        <Anchor component={Link} to={`/articles/${encodeURIComponent(article.id)}`} c="var(--mantine-color-text)">
          {article.title}
        </Anchor>
      </Heading>
      <Text size="sm" c="dimmed">
        {article.excerpt}
      </Text>
      {note ? (
        <Text size="xs" fw={600} mt="xs" data-testid="article-reader-note">
          {note}
        </Text>
      ) : null}
    </Card>
  );
}
