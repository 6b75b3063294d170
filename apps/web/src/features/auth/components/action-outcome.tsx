import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';

export interface OutcomeLink {
  to: string;
  label: string;
  variant?: 'filled' | 'outline';
}

type DataAttributes = { [name: `data-${string}`]: string };

/** How an action from an e-mail ended: a status message (read out when it appears) and where to go next. */
export function ActionOutcome({ title, links, children, ...data }: { title: string; links: readonly OutcomeLink[]; children: ReactNode } & DataAttributes) {
  // It replaces the form that was sent (whose button had the focus): the outcome takes the focus, so the
  // keyboard and a screen reader land on what happened, not at the top of the page.
  const outcome = useFocusOnMount<HTMLDivElement>();
  return (
    <Stack gap="md" {...data}>
      <Alert ref={outcome} tabIndex={-1} role="status" color="harbour" variant="light" title={title}>
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
