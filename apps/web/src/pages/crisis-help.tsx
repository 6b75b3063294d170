import { Alert, Anchor, Button, Card, Group, List, SimpleGrid, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  crisisRegions,
  regionFromLocale,
  seedCrisisLines,
  smsHref,
  telHref,
  type CrisisLine,
  type RegionCode,
} from '@wellbeing/shared/crisis-lines';
import { PageTitle } from '../components/page-title';

const REGION_KEY = 'harbour-crisis-region';

function initialRegion(): RegionCode {
  try {
    const stored = localStorage.getItem(REGION_KEY);
    if (stored && crisisRegions.some((r) => r.code === stored)) return stored as RegionCode;
  } catch {
    // Storage can be blocked; the browser's language still gives a good guess.
  }
  return regionFromLocale(navigator.languages?.[0] ?? navigator.language);
}

function LineCard({ line }: { line: CrisisLine }) {
  return (
    <Card withBorder padding="md" component="li" data-testid="crisis-line">
      <Title order={3} size="h4">
        {line.name}
      </Title>
      <Text size="sm" mt={4}>
        {line.description}
      </Text>
      <Text size="sm" mt={4} c="dimmed">
        {line.hours} · {line.channels.join(', ')}
      </Text>
      <Group mt="sm" gap="xs">
        {line.phone ? (
          <Button component="a" href={telHref(line.phone)} size="sm">
            Call {line.phone}
          </Button>
        ) : null}
        {line.sms ? (
          <Button component="a" href={smsHref(line.sms, line.smsBody)} size="sm" variant="outline">
            Text {line.smsBody ? `${line.smsBody} to ` : ''}
            {line.sms}
          </Button>
        ) : null}
        {line.url && !line.phone && !line.sms ? (
          <Button component="a" href={line.url} target="_blank" rel="noopener noreferrer" size="sm" variant="outline">
            Open {new URL(line.url).hostname}
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        Source: {line.source} · last checked {line.lastChecked}
      </Text>
    </Card>
  );
}

export function Component() {
  const [region, setRegion] = useState<RegionCode>(initialRegion);
  const current = crisisRegions.find((r) => r.code === region) ?? crisisRegions[0]!;
  const lines = seedCrisisLines.filter((l) => l.region === region).toSorted((a, b) => a.sortOrder - b.sortOrder);

  const choose = (code: RegionCode) => {
    setRegion(code);
    try {
      localStorage.setItem(REGION_KEY, code);
    } catch {
      // Remembering is a convenience only.
    }
  };

  return (
    <section>
      <PageTitle>Get help now</PageTitle>
      <Alert color="red.9" variant="filled" title="If you are in immediate danger" data-testid="emergency-callout">
        Call your local emergency number now
        {current.emergencyNumber ? (
          <>
            {' '}
            (
            <Anchor href={telHref(current.emergencyNumber)} c="inherit" fw={700} underline="always">
              {current.emergencyNumber}
            </Anchor>
            {current.alternateEmergencyNumber ? ` or ${current.alternateEmergencyNumber}` : ''} in {current.name})
          </>
        ) : null}
        , or go to the nearest emergency department.
      </Alert>

      <Title order={2} mt="xl" mb="xs">
        Talk to someone now
      </Title>
      <Text mb="xs">These lines are free and confidential. Showing lines for:</Text>
      <Group gap="xs" role="group" aria-label="Choose your country or region" mb="md">
        {crisisRegions.map((r) => (
          <Button key={r.code} size="xs" variant={r.code === region ? 'filled' : 'default'} aria-pressed={r.code === region} onClick={() => choose(r.code)}>
            {r.name}
          </Button>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }} data-testid="crisis-lines" data-region={region}>
        {lines.map((line) => (
          <LineCard key={line.id} line={line} />
        ))}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt="xl">
        <section>
          <Title order={2}>How to stay safe right now</Title>
          <List type="ordered" spacing="xs" mt="sm">
            <List.Item>If you can, move away from anything you could use to hurt yourself, or ask someone to hold onto it.</List.Item>
            <List.Item>Go to, or call, someone you trust. You do not have to explain everything; “I’m not safe right now” is enough.</List.Item>
            <List.Item>Call or text one of the lines above. They talk with people in this situation every day.</List.Item>
            <List.Item>Slow your breathing: in for four, hold for four, out for six. Repeat a few times.</List.Item>
            <List.Item>Get through the next few minutes, then the next. Feelings this strong do pass, even when that is hard to believe.</List.Item>
          </List>
        </section>
        <section>
          <Title order={2}>How to help someone else</Title>
          <List type="ordered" spacing="xs" mt="sm">
            <List.Item>If they are in immediate danger, call the emergency number and stay with them if it is safe to.</List.Item>
            <List.Item>Ask them directly if they are thinking about suicide. Asking does not put the idea in their head.</List.Item>
            <List.Item>Listen without judging or trying to fix. Let them know you are glad they told you.</List.Item>
            <List.Item>Help them contact one of the lines above, or a doctor, and offer to stay while they do.</List.Item>
            <List.Item>Look after yourself afterwards, and talk to someone about how it was for you.</List.Item>
          </List>
        </section>
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt="xl">
        Harbour is not a crisis service. Numbers were last checked on {lines[0]?.lastChecked ?? '2026-11-21'}.
      </Text>
    </section>
  );
}
