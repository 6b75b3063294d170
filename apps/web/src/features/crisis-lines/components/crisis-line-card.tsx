import { Anchor, Button, Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { smsHref, telHref } from '@wellbeing/shared/crisis-lines';
import type { CrisisLineView } from '@wellbeing/shared/schemas/tools';
import { wrappingButtonStyles } from '../../../components/wrapping-button';
import { formatDay } from '../../../lib/format-date';

const CHANNEL_WORDS = { call: 'call', text: 'text', email: 'e-mail', web: 'website' } as const;

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function listOf(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** One line: what it is, when it is open, one tap to call or text, and where the details came from. */
export function CrisisLineCard({ line }: { line: CrisisLineView }) {
  return (
    <Paper withBorder p="md" component="li" data-testid="crisis-line" data-line-id={line.id}>
      <Title order={3} size="h4">
        {line.name}
      </Title>
      <Text size="sm" mt={4}>
        {line.description}
      </Text>
      <Text size="sm" mt={4}>
        <strong>Open:</strong> {line.hours} · <strong>Reach them by:</strong> {listOf(line.channels.map((c) => CHANNEL_WORDS[c]))}
      </Text>
      <Group mt="sm" gap="xs">
        {line.phone ? (
          <Button component="a" href={telHref(line.phone)} size="sm" styles={wrappingButtonStyles}>
            Call {line.phone}
          </Button>
        ) : null}
        {line.sms ? (
          <Button component="a" href={smsHref(line.sms, line.smsBody ?? undefined)} size="sm" variant="outline" styles={wrappingButtonStyles}>
            Text {line.smsBody ? `${line.smsBody} to ` : ''}
            {line.sms}
          </Button>
        ) : null}
        {line.email ? (
          <Button component="a" href={`mailto:${line.email}`} size="sm" variant="default" styles={wrappingButtonStyles}>
            E-mail {line.email}
          </Button>
        ) : null}
      </Group>
      {line.url ? (
        <Text size="sm" mt="xs">
          <Anchor href={line.url} target="_blank" rel="noopener noreferrer">
            Visit {hostOf(line.url)}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Anchor>
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" mt="xs">
        Source: {line.source} · details last checked {formatDay(line.lastChecked)}
      </Text>
    </Paper>
  );
}
