import { Alert, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { BusyButton } from './busy-button';

/** A list's loading state: a few card-shaped placeholders, announced as busy under `label`. */
export function CardListSkeleton({ label, cards, titleWidth }: { label: string; cards: number; titleWidth: string }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: cards }, (_, i) => (
        <Card key={i} withBorder>
          <Skeleton h={20} w={titleWidth} mb="sm" />
          <Skeleton h={14} mb={6} />
          <Skeleton h={14} w="70%" />
        </Card>
      ))}
    </Stack>
  );
}

/** A list that could not be loaded: what went wrong, and a way to try again. */
export function LoadErrorAlert({ title, error, onRetry, isRetrying, testId }: { title: string; error: Error; onRetry: () => void; isRetrying: boolean; testId: string }) {
  return (
    <Alert color="gray" variant="light" title={title} data-testid={testId}>
      <Text size="sm">{error.message}</Text>
      <BusyButton size="xs" variant="default" mt="sm" onClick={onRetry} loading={isRetrying}>
        Try again
      </BusyButton>
    </Alert>
  );
}

/** "Page 2 of 5" between previous and next buttons; nothing when everything fits on one page. */
export function PageNav({ label, page, pages, onPage }: { label: string; page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={label} justify="space-between">
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <Text size="sm">
        Page {page} of {pages}
      </Text>
      <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </Group>
  );
}
