import { Group, Loader, Text } from '@mantine/core';
import { useEffect, useState, type ComponentType } from 'react';
import { LoadErrorAlert } from '../../../components/list-states';

/** Fetches a tool's code and gives its component. */
export type ToolLoad = () => Promise<ComponentType>;

/** Tools whose code has arrived (by id), so opening one again, or Back to it, draws it at once. */
const loaded = new Map<string, ComponentType>();
/** Loads in flight (by id): a hover, a focus and the open itself share one request. */
const loading = new Map<string, Promise<ComponentType>>();

function loadTool(id: string, load: ToolLoad): Promise<ComponentType> {
  let promise = loading.get(id);
  if (promise === undefined) {
    promise = load().then(
      (Component) => {
        loaded.set(id, Component);
        return Component;
      },
      (error: unknown) => {
        // A failed fetch (offline, a new deployment) is not kept: the next attempt asks again.
        loading.delete(id);
        throw error;
      },
    );
    loading.set(id, promise);
  }
  return promise;
}

/** What a tool whose code could not be fetched says (the browser's own error names a file, not a way out). */
const NOT_FETCHED = new Error('Please check your connection and try again.');

/** Starts fetching a tool's code when the person reaches for it (pointer over, or focus on, its Open link). */
export function preloadTool(id: string, load: ToolLoad): void {
  if (!loaded.has(id)) loadTool(id, load).catch(() => undefined);
}

/**
 * One tool, drawn once its code has arrived: until then a short loading state, and if the code cannot be
 * fetched (offline, say) what went wrong and a way to try again. Crisis help stays on the page meanwhile.
 */
export function LazyTool({ id, title, load }: { id: string; title: string; load: ToolLoad }) {
  const [Component, setComponent] = useState<ComponentType | undefined>(() => loaded.get(id));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (Component !== undefined || failed) return;
    let current = true;
    loadTool(id, load).then(
      (loadedComponent) => {
        if (current) setComponent(() => loadedComponent);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [id, load, Component, failed]);

  if (Component !== undefined) return <Component />;
  // Try again clears the failure, which asks again (a failed fetch is never kept).
  if (failed) return <LoadErrorAlert title="This tool could not be opened" error={NOT_FETCHED} onRetry={() => setFailed(false)} isRetrying={false} testId="tool-load-error" />;
  return (
    <Group gap="xs" role="status" aria-live="polite" data-testid="tool-loading">
      <Loader size="xs" aria-hidden />
      <Text size="sm" c="dimmed">
        Opening {title}…
      </Text>
    </Group>
  );
}
