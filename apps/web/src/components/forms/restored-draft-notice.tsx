import { Alert } from '@mantine/core';

/** Above a form that starts from unsaved work given back (lib/session/unsaved-drafts.ts): say it is not saved yet. */
export function RestoredDraftNotice({ testId }: { testId: string }) {
  return (
    <Alert color="harbour" variant="light" data-testid={testId}>
      Here is what you wrote earlier. It is not saved yet.
    </Alert>
  );
}
