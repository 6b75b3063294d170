import { Text } from '@mantine/core';
import { formatDay } from '../lib/format-date';
import type { PageContent } from '../content/types';
import { ContentSection } from './content-blocks';
import { PageTitle } from './page-title';

export function ContentPage({ content }: { content: PageContent }) {
  return (
    <article className="prose">
      <PageTitle lead={content.lead}>{content.title}</PageTitle>
      {content.updated ? (
        <Text size="sm" c="dimmed">
          Last updated {formatDay(content.updated)}
        </Text>
      ) : null}
      {content.sections.map((section) => (
        <ContentSection key={section.heading} section={section} />
      ))}
    </article>
  );
}
