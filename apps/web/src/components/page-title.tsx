import { Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { PRODUCT_NAME } from '@wellbeing/shared/product';

/** The page's single h1; it also names the browser tab and receives focus after navigation. */
export function PageTitle({ children, lead }: { children: string; lead?: ReactNode }) {
  useEffect(() => {
    document.title = `${children} · ${PRODUCT_NAME}`;
  }, [children]);
  return (
    <header style={{ marginBottom: '1.5rem' }}>
      <Title order={1} id="page-title" tabIndex={-1} style={{ outline: 'none' }}>
        {children}
      </Title>
      {lead ? (
        <Text size="lg" c="dimmed" mt="sm" maw="68ch">
          {lead}
        </Text>
      ) : null}
    </header>
  );
}
