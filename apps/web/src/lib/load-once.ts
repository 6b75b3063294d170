/**
 * Code fetched when it is first wanted (a tool, a conversation's options), shared by everything that wants it:
 * a hover, a focus and the click itself make one request. What has arrived is kept, so the next use is drawn at
 * once; a failed fetch (offline, a new deployment) is not kept, so the next attempt asks again.
 */
export interface LoadOnce<T> {
  /** What has arrived, if it has. */
  current(): T | undefined;
  /** The fetch in flight, or a new one (after a failure, or the first time). */
  load(): Promise<T>;
  /** Starts the fetch without waiting for it (a failure is left for `load` to report). */
  preload(): void;
}

export function loadOnce<T>(fetch: () => Promise<T>): LoadOnce<T> {
  let value: { arrived: T } | undefined;
  let inFlight: Promise<T> | undefined;
  const load = () => {
    if (value) return Promise.resolve(value.arrived);
    inFlight ??= fetch().then(
      (arrived) => {
        value = { arrived };
        return arrived;
      },
      (error: unknown) => {
        inFlight = undefined;
        throw error;
      },
    );
    return inFlight;
  };
  return {
    current: () => value?.arrived,
    load,
    preload: () => {
      if (!value) load().catch(() => undefined);
    },
  };
}

/** What code that could not be fetched says (the browser's own error names a file, not a way out). */
export const NOT_FETCHED = new Error('Please check your connection and try again.');
