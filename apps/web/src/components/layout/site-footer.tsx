import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@wellbeing/shared/product';
import { QUICK_EXIT_CLEARANCE } from './quick-exit';

const FOOTER_LINKS = [
  { to: '/privacy-policy', label: 'Privacy' },
  { to: '/term-of-use', label: 'Terms' },
  { to: '/faq', label: 'FAQ' },
  { to: '/sitemap', label: 'Site map' },
  { to: '/about/contact', label: 'Contact' },
] as const;

export function SiteFooter() {
  return (
    <footer style={{ borderTop: '1px solid var(--mantine-color-default-border)', marginTop: '3rem' }}>
      <div style={{ maxWidth: 'var(--harbour-max-width)', margin: '0 auto', padding: `1.5rem 1rem ${QUICK_EXIT_CLEARANCE}` }}>
        <nav aria-label="Footer">
          <Group component="ul" gap="lg" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Anchor component={Link} to={link.to} size="sm">
                  {link.label}
                </Anchor>
              </li>
            ))}
          </Group>
        </nav>
        <Text size="sm" c="dimmed" mt="md">
          {PRODUCT_NAME} is not a crisis service. If you are in immediate danger, call your local emergency number.
        </Text>
      </div>
    </footer>
  );
}
