import { Button, Group, Paper, Portal, Text } from '@mantine/core';

/** The notice itself, fixed above the footer until dismissed. */
export function SessionNoticeCard({ notice, onDismiss }: { notice: string; onDismiss: () => void }) {
  return (
    <Portal>
      <Paper
        withBorder
        shadow="md"
        p="sm"
        style={{ position: 'fixed', left: '0.75rem', right: '0.75rem', bottom: '3.75rem', maxWidth: '30rem', zIndex: 310 }}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
          <Text size="sm" role="status" data-testid="session-notice">
            {notice}
          </Text>
          <Button variant="subtle" size="xs" onClick={onDismiss} style={{ flexShrink: 0 }}>
            Dismiss
          </Button>
        </Group>
      </Paper>
    </Portal>
  );
}
