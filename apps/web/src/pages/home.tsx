import { Title } from '@mantine/core';
import { content } from '../content/pages/home';
import { ContentSection } from '../components/content-blocks';
import { PageTitle } from '../components/page-title';
import { FeaturedArticles } from '../features/articles/components/featured-articles';

export function Component() {
  const [first, ...rest] = content.sections;
  return (
    <>
      <PageTitle lead={content.lead}>{content.title}</PageTitle>
      {first ? <ContentSection section={first} /> : null}
      <section aria-labelledby="featured-heading">
        <Title order={2} id="featured-heading" mt="xl" mb="md">
          New on Harbour
        </Title>
        <FeaturedArticles />
      </section>
      {rest.map((section) => (
        <ContentSection key={section.heading} section={section} />
      ))}
    </>
  );
}
