import { Anchor, List, SimpleGrid, Title } from '@mantine/core';
import { Link } from 'react-router';
import { routeTable, SECTION_LABELS, type RouteEntry } from '@wellbeing/shared/routes';
import { content } from '../content/pages/sitemap';
import { PageTitle } from '../components/page-title';

const sections = Object.keys(SECTION_LABELS) as RouteEntry['section'][];

/** Generated from the route table, so it lists exactly the screens the router knows. */
export function Component() {
  const listed = (routeTable as readonly RouteEntry[]).filter((r) => r.inSitemap);
  return (
    <section>
      <PageTitle lead={content.lead}>{content.title}</PageTitle>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl">
        {sections.map((section) => {
          const entries = listed.filter((r) => r.section === section);
          if (entries.length === 0) return null;
          return (
            <nav key={section} aria-labelledby={`sitemap-${section}`}>
              <Title order={2} size="h4" id={`sitemap-${section}`} mb="xs">
                {SECTION_LABELS[section]}
              </Title>
              <List spacing={4} listStyleType="none" data-testid="sitemap-list">
                {entries.map((r) => (
                  <List.Item key={r.path}>
                    <Anchor component={Link} to={r.path}>
                      {r.heading}
                    </Anchor>
                    {r.requiresLogin ? <span className="visually-hidden"> (needs an account)</span> : null}
                  </List.Item>
                ))}
              </List>
            </nav>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
