import { Group, Loader, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { LoadErrorAlert } from '../../../components/list-states';
import { loadOnce, NOT_FETCHED, type LoadOnce } from '../../../lib/load-once';
import { useLoadOnce } from '../../../lib/use-load-once';

/** Fetches a tool's code and gives its component. */
export type ToolLoad = () => Promise<ComponentType>;

/** Each tool's code, by id: opening one again, or Back to it, draws it at once. */
const tools = new Map<string, LoadOnce<ComponentType>>();

function toolCode(id: string, load: ToolLoad): LoadOnce<ComponentType> {
  let code = tools.get(id);
  if (code === undefined) {
    code = loadOnce(load);
    tools.set(id, code);
  }
  return code;
}

/** Starts fetching a tool's code when the person reaches for it (pointer over, or focus on, its Open link). */
export function preloadTool(id: string, load: ToolLoad): void {
  toolCode(id, load).preload();
}

/**
 * One tool, drawn once its code has arrived: until then a short loading state, and if the code cannot be
 * fetched (offline, say) what went wrong and a way to try again. Crisis help stays on the page meanwhile.
 */
export function LazyTool({ id, title, load }: { id: string; title: string; load: ToolLoad }) {
  const { value: Component, failed, retry } = useLoadOnce(toolCode(id, load));

  if (Component !== undefined) return <Component />;
  // Try again clears the failure, which asks again (a failed fetch is never kept).
  if (failed) return <LoadErrorAlert title="This tool could not be opened" error={NOT_FETCHED} onRetry={retry} isRetrying={false} testId="tool-load-error" />;
  return (
    <Group gap="xs" role="status" aria-live="polite" data-testid="tool-loading">
      <Loader size="xs" aria-hidden />
      <Text size="sm" c="dimmed">
        Opening {title}…
      </Text>
    </Group>
  );
}
