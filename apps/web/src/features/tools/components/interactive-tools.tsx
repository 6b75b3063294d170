import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CRISIS_PATH } from '@wellbeing/shared/routes';
import { useSessionUser } from '../../../lib/session/use-session-user';
import { LazyTool, preloadTool, type ToolLoad } from './lazy-tool';

interface Tool {
  id: string;
  title: string;
  summary: string;
  needsAccount?: boolean;
  /**
   * The tool's own code, fetched when the tool is reached for or opened: the list draws only the cards, so a
   * phone shows it without first downloading and running every tool (forms, charts, schemas).
   */
  load: ToolLoad;
}

const TOOLS: readonly Tool[] = [
  { id: 'phq9', title: 'Mood check (PHQ-9)', summary: 'Nine questions about low mood and loss of interest over the last two weeks.', load: () => import('./assessment').then((m) => () => <m.Assessment instrument="phq9" />) },
  { id: 'gad7', title: 'Anxiety check (GAD-7)', summary: 'Seven questions about worry and restlessness over the last two weeks.', load: () => import('./assessment').then((m) => () => <m.Assessment instrument="gad7" />) },
  { id: 'breathing', title: 'Breathing exercise', summary: 'A paced guide to slow your breathing down in a minute or two: calm, 4-7-8 or box breathing.', load: () => import('./breathing-exercise').then((m) => m.BreathingExercise) },
  { id: 'grounding', title: 'Grounding exercise (5-4-3-2-1)', summary: 'Step by step through your senses, to come back to the here and now.', load: () => import('./grounding-exercise').then((m) => m.GroundingExercise) },
  { id: 'journal', title: 'Mood journal', summary: 'Note your mood each day with tags and a private note, and see how it changes.', needsAccount: true, load: () => import('./mood-journal').then((m) => m.MoodJournal) },
];


/** A tool's name with its short name kept on one line: "(GAD-7)" never breaks into "(GAD-" and "7)". */
function ToolTitle({ title }: { title: string }) {
  const open = title.lastIndexOf(' (');
  if (open < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, open)} <span style={{ whiteSpace: 'nowrap' }}>{title.slice(open + 1)}</span>
    </>
  );
}

/**
 * The tools, each opened on its own (`?tool=…`, so it can be linked and Back returns to the list). Route
 * modules stay thin: the page only adds its title.
 */
export function InteractiveTools() {
  const [params] = useSearchParams();
  const tool = TOOLS.find((t) => t.id === params.get('tool'));
  // "Needs an account" is said to visitors only; a signed-in person already has one.
  const signedIn = useSessionUser() !== null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previous = useRef<string | undefined>(tool?.id);

  // Opening or closing a tool moves focus to what is now shown, as a page change would.
  useEffect(() => {
    if (previous.current === tool?.id) return;
    previous.current = tool?.id;
    if (tool) headingRef.current?.focus();
    else document.getElementById('page-title')?.focus();
  }, [tool]);

  if (tool) {
    return (
      <Stack gap="md" data-testid="tool-view" data-tool={tool.id}>
        <Anchor component={Link} to="/get-support/interactive-tools" size="sm">
          ← All tools
        </Anchor>
        <Group gap="sm" align="center">
          <Title order={2} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
            <ToolTitle title={tool.title} />
          </Title>
          {tool.needsAccount && !signedIn ? (
            <Badge variant="light" color="gray" tt="none">
              Needs an account
            </Badge>
          ) : null}
        </Group>
        <LazyTool key={tool.id} id={tool.id} title={tool.title} load={tool.load} />
        <Text size="sm" c="dimmed" mt="lg">
          These tools are not a crisis service. If you need help now, go to{' '}
          <Anchor component={Link} to={CRISIS_PATH} underline="always" inherit>
            crisis help
          </Anchor>
          .
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="tool-list">
        {TOOLS.map((t) => (
          <Card key={t.id} component="li" withBorder padding="lg">
            <Title order={2} size="h4">
              <ToolTitle title={t.title} />
            </Title>
            <Text size="sm" mt="xs" style={{ flexGrow: 1 }}>
              {t.summary}
            </Text>
            {t.needsAccount ? (
              <Text size="xs" c="dimmed" mt="xs">
                {signedIn ? 'Saved to your account, private to you' : 'Needs an account (free)'}
              </Text>
            ) : (
              <Text size="xs" c="dimmed" mt="xs">
                No account needed; nothing leaves your browser
              </Text>
            )}
            <Group mt="md">
              <Button component={Link} to={`?tool=${t.id}`} aria-label={`Open ${t.title}`} onPointerEnter={() => preloadTool(t.id, t.load)} onFocus={() => preloadTool(t.id, t.load)}>
                Open
              </Button>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        These tools are not a crisis service and cannot diagnose. If you need help now, go to{' '}
        <Anchor component={Link} to={CRISIS_PATH} underline="always" inherit>
          crisis help
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
