import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { signOutWhileLeaving } from '../../lib/session/session-store';

/** A neutral page to land on; `location.replace` takes the page it leaves out of the tab's back history. */
export const QUICK_EXIT_URL = 'https://www.bbc.co.uk/weather';
const PRESSES_NEEDED = 3;
const WINDOW_MS = 2_000;
/**
 * Room the fixed button needs below the page's last line: its height and its offset from the edge (theme.css;
 * base.css also keeps a control reached by keyboard clear of it).
 */
export const QUICK_EXIT_CLEARANCE = 'var(--harbour-exit-clearance)';

export function quickExit() {
  try {
    document.title = 'Weather';
    document.body.style.visibility = 'hidden';
    // Also logs out (decision 012): Back after leaving must not show the person's own pages, still logged in.
    signOutWhileLeaving();
  } finally {
    window.location.replace(QUICK_EXIT_URL);
  }
}

/**
 * The "Exit this page" pattern: a visible button and Escape pressed three times in a row. The footer leaves
 * room under the last line of every page (QUICK_EXIT_CLEARANCE) so the button never covers it, and a control
 * reached by keyboard is scrolled clear of it (base.css).
 */
export function QuickExit() {
  useEffect(() => {
    let presses: number[] = [];
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') {
        presses = [];
        return;
      }
      const now = Date.now();
      presses = [...presses.filter((t) => now - t < WINDOW_MS), now];
      if (presses.length >= PRESSES_NEEDED) quickExit();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Button
      onClick={quickExit}
      size="sm"
      data-testid="quick-exit"
      aria-label="Quick exit: leave this site now (or press Escape three times)"
      style={{
        position: 'fixed',
        right: '0.75rem',
        bottom: '0.75rem',
        zIndex: 300,
        boxShadow: '0 2px 8px rgba(0,0,0,0.35)',
        '--button-bg': 'var(--harbour-exit-bg)',
        '--button-hover': 'var(--harbour-exit-bg)',
        '--button-color': 'var(--harbour-exit-fg)',
      }}
    >
      Quick exit
    </Button>
  );
}
