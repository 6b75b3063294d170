import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFocusOnMount } from '../lib/use-focus-on-mount';

/**
 * What a change did. It takes the focus as it appears, so a screen reader reads it (a status drawn together with
 * its text is often not announced) and the keyboard is not dropped to the page when the control that had the
 * focus has gone (a logged-out device's row, a sent form).
 */
export function SuccessMessage({ children }: { children: ReactNode }) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <Alert ref={ref} tabIndex={-1} role="status" color="harbour" variant="light">
      {children}
    </Alert>
  );
}
