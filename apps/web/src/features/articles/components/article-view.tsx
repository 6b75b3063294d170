import { Alert, Anchor, Badge, Group, Image, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ZONE_LABELS, type Zone } from '@wellbeing/shared/zones';
import { CRISIS_PATH } from '@wellbeing/shared/routes';
import { formatDay } from '../../../lib/format-date';
import { Markdown } from '../../../components/markdown';
import { PageTitle } from '../../../components/page-title';
import { useArticle } from '../api/get-article';
import { StarRating } from './star-rating';

const zonePath = (zone: Zone) => `/resources/${zone}`;

export function ArticleView({ id, canRate }: { id: string; canRate: boolean }) {
  const article = useArticle(id);
  if (article.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading the article">
        <Skeleton h={36} w="70%" mb="md" />
        <Skeleton h={220} mb="md" />
        <Skeleton h={14} mb={8} />
        <Skeleton h={14} mb={8} />
        <Skeleton h={14} w="60%" />
      </div>
    );
  }
  if (article.isError) {
    return (
      <>
        <PageTitle>This article is not available</PageTitle>
        <Alert color="gray" variant="light">
          {article.error.message} Please try again in a little while.
        </Alert>
      </>
    );
  }
  const a = article.data;
  return (
    <article>
      <Group gap="xs" mb="xs">
        <Badge variant="light" component={Link} to={zonePath(a.zone)} style={{ cursor: 'pointer' }}>
          {ZONE_LABELS[a.zone]}
        </Badge>
        <Text size="sm" c="dimmed">
          {formatDay(a.createdAt)} · {a.readingMinutes} min read
        </Text>
      </Group>
      <PageTitle lead={a.excerpt}>{a.title}</PageTitle>
      <Image src={a.coverImg} alt="" radius="md" h={260} fit="cover" mb="lg" />
      <div data-testid="article-content">
        <Markdown content={a.content} />
      </div>
      <div style={{ borderTop: '1px solid var(--mantine-color-default-border)', marginTop: '2rem', paddingTop: '1.5rem' }}>
        {canRate ? <StarRating articleId={a.id} /> : null}
        <Text size="sm" mt="lg">
          If you are struggling right now, <Anchor component={Link} to={CRISIS_PATH} underline="always" inherit>crisis help</Anchor> lists free lines you can call or text.
        </Text>
      </div>
    </article>
  );
}
