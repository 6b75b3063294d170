import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface OutcomeLink {
  to: string;
  label: string;
  variant?: 'filled' | 'outline';
}

type DataAttributes = { [name: `data-${string}`]: string };

/** How an action from an e-mail ended: a status message (read out when it appears) and where to go next. */
export function ActionOutcome({ title, links, children, ...data }: { title: string; links: readonly OutcomeLink[]; children: ReactNode } & DataAttributes) {
  return (
    <Stack gap="md" {...data}>
      <Alert role="status" color="harbour" variant="light" title={title}>
        {children}
      </Alert>
      <Group>
        {links.map((link) => (
          <Button key={link.to} component={Link} to={link.to} variant={link.variant ?? 'filled'}>
            {link.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
