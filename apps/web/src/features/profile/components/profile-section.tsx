import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BusyButton } from '../../../components/busy-button';

/** One titled part of the profile page, labelled by its heading for landmarks navigation. */
export function ProfileSection({ id, title, description, children, tone }: { id: string; title: string; description?: ReactNode; children: ReactNode; tone?: 'danger' }) {
  const headingId = `${id}-heading`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      data-testid={`profile-${id}`}
      style={tone === 'danger' ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed" mt={4} maw="65ch">
          {description}
        </Text>
      ) : null}
      <Stack gap="md" mt="md">
        {children}
      </Stack>
    </Paper>
  );
}

/** Placeholder lines while a section's data loads. */
export function SectionSkeleton({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} h={16} w={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </Stack>
  );
}

/** A section's data could not be loaded: say so calmly and offer another try. */
export function SectionLoadError({ what, error, onRetry, isRetrying }: { what: string; error: Error; onRetry: () => void; isRetrying: boolean }) {
  return (
    <Alert color="gray" variant="light" title={`We couldn’t load ${what}`}>
      <Text size="sm">{error.message}</Text>
      <BusyButton size="xs" variant="default" mt="sm" onClick={onRetry} loading={isRetrying}>
        Try again
      </BusyButton>
    </Alert>
  );
}

/** A definition list of read-only facts, wrapping to one column on narrow screens. */
export function FactList({ facts }: { facts: { term: string; value: ReactNode }[] }) {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))', gap: '0.75rem 1.5rem', margin: 0 }}>
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt style={{ fontSize: 'var(--mantine-font-size-sm)', color: 'var(--mantine-color-dimmed)' }}>{fact.term}</dt>
          <dd style={{ margin: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
