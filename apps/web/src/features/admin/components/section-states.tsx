import { Alert, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { BusyButton } from '../../../components/busy-button';
import { focusLater, nextFocusable } from '../../../lib/focus-later';

/**
 * Text colour of buttons that start a destructive step: the theme's error colour, which keeps 4.5:1
 * contrast in both colour schemes (Mantine's own red shades do not on light backgrounds).
 */
export const DANGER_TEXT = 'var(--mantine-color-error)';

/** One area of the dashboard: a titled region, labelled by its heading. */
export function AdminPanel({ id, title, description, actions, children }: { id: string; title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const headingId = `admin-${id}-heading`;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p={{ base: 'sm', sm: 'lg' }} data-testid={`admin-${id}`}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed" mt={4} maw="70ch">
              {description}
            </Text>
          ) : null}
        </div>
        {actions}
      </Group>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

export function LoadingState({ label, lines = 4 }: { label: string; lines?: number }) {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} h={20} w={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </Stack>
  );
}

export function ErrorState({ what, error, onRetry, isRetrying }: { what: string; error: Error; onRetry: () => void; isRetrying: boolean }) {
  return (
    <Alert color="red" variant="light" title={`We couldn’t load ${what}`} data-testid="admin-error">
      <Text size="sm">{error.message}</Text>
      <BusyButton size="xs" variant="default" mt="sm" onClick={onRetry} loading={isRetrying}>
        Try again
      </BusyButton>
    </Alert>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" py="md" data-testid="admin-empty">
      {children}
    </Text>
  );
}

/** A result announced to screen readers: success in the brand colour, a problem in red. */
export function ResultMessage({ tone = 'success', children, onClose, takeFocus = false }: { tone?: 'success' | 'warning' | 'error'; children: ReactNode; onClose?: () => void; takeFocus?: boolean }) {
  const color = tone === 'success' ? 'harbour' : tone === 'warning' ? 'yellow' : 'red';
  // When the control that had the focus has gone (a confirmation answered, a form closed, a row removed), the message
  // takes it: the keyboard is not dropped to the page, and a screen reader reads what happened (a region drawn
  // together with its text is often not announced). Also once a closing dialog has settled. Draw it anew (`key`)
  // for each outcome.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    ref.current?.focus();
    focusLater(() => ref.current);
  }, [takeFocus]);
  // Dismissed with the keyboard, the message goes with the focus: the first control after it takes it.
  const close = onClose
    ? () => {
        const message = ref.current;
        const next = message?.contains(document.activeElement) ? nextFocusable(message) : null;
        onClose();
        if (next) focusLater(() => next);
      }
    : undefined;
  return (
    <Alert
      ref={ref}
      tabIndex={takeFocus ? -1 : undefined}
      role={tone === 'error' ? 'alert' : 'status'}
      color={color}
      variant="light"
      withCloseButton={Boolean(close)}
      onClose={close}
      closeButtonLabel="Dismiss message"
    >
      {children}
    </Alert>
  );
}

/**
 * A wide table that scrolls sideways inside itself on a narrow screen (focusable, so the keyboard can scroll
 * it). Positioned, so visually hidden labels inside stay inside it instead of widening the page.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      {/* On a phone the last columns (with the row's buttons) start off screen: say so. */}
      <Text size="xs" c="dimmed" hiddenFrom="md" aria-hidden="true">
        Scroll the table sideways to see every column.
      </Text>
      {/* Named apart from the section around it ("People" holds the "People table"), so landmarks stay unique. */}
      <div role="region" aria-label={`${label} table`} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}>
        {children}
      </div>
    </>
  );
}

/** "Page 2 of 5" with previous and next buttons. */
export function Pager({ page, pageSize, total, onChange, label }: { page: number; pageSize: number; total: number; onChange: (page: number) => void; label: string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={label} justify="space-between" gap="xs">
      <Button variant="default" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous page
      </Button>
      <Text size="sm" aria-live="polite">
        Page {page} of {pages}
      </Text>
      <Button variant="default" size="sm" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        Next page
      </Button>
    </Group>
  );
}

/** Asks before a destructive action; the action's own error shows inside the dialog. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  isPending,
  error,
  tone = 'danger',
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  isPending: boolean;
  error?: Error | null;
  tone?: 'danger' | 'normal';
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <div>{children}</div>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
          <BusyButton color={tone === 'danger' ? 'red.9' : undefined} onClick={onConfirm} loading={isPending} data-autofocus>
            {confirmLabel}
          </BusyButton>
        </Group>
      </Stack>
    </Modal>
  );
}
