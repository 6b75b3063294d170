import { Anchor, List, SimpleGrid, Title } from '@mantine/core';
import { Link } from 'react-router';
import { routeTable, SECTION_LABELS, type RouteEntry } from '@wellbeing/shared/routes';
import { content } from '../content/pages/sitemap';
import { PageTitle } from '../components/page-title';
import { useSessionUser } from '../lib/session/use-session-user';

const sections = Object.keys(SECTION_LABELS) as RouteEntry['section'][];
/** Of no use to someone already logged in: the account menu has their profile and logging out. */
const FOR_VISITORS = new Set(['/login', '/register']);

/**
 * Generated from the route table, so it lists exactly the screens the router knows: to a visitor all of them,
 * with the ones that need an account said so; to someone logged in, all but logging in and creating an account.
 */
export function Component() {
  const signedIn = useSessionUser() !== null;
  const listed = (routeTable as readonly RouteEntry[]).filter((r) => r.inSitemap && !(signedIn && FOR_VISITORS.has(r.path)));
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
                    {r.requiresLogin && !signedIn ? <span className="visually-hidden"> (needs an account)</span> : null}
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
