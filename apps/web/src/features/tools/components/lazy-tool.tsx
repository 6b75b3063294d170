import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useEffect, useState, type ComponentType } from 'react';

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
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (Component !== undefined) return;
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
  }, [id, load, Component, attempt]);

  if (Component !== undefined) return <Component />;
  if (failed) {
    return (
      <Alert color="gray" variant="light" title="This tool could not be opened" data-testid="tool-load-error">
        <Text size="sm">Please check your connection and try again.</Text>
        <Button
          size="xs"
          variant="default"
          mt="sm"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <Group gap="xs" role="status" aria-live="polite" data-testid="tool-loading">
      <Loader size="xs" aria-hidden />
      <Text size="sm" c="dimmed">
        Opening {title}…
      </Text>
    </Group>
  );
}
