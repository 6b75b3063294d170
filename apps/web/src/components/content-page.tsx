import { Text } from '@mantine/core';
import type { PageContent } from '../content/types';
import { ContentSection } from './content-blocks';
import { PageTitle } from './page-title';

export function ContentPage({ content }: { content: PageContent }) {
  return (
    <article className="prose">
      <PageTitle lead={content.lead}>{content.title}</PageTitle>
      {content.updated ? (
        <Text size="sm" c="dimmed">
          Last updated {new Date(`${content.updated}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}
        </Text>
      ) : null}
      {content.sections.map((section) => (
        <ContentSection key={section.heading} section={section} />
      ))}
    </article>
  );
}
