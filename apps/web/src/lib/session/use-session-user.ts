import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@wellbeing/shared/schemas/account';
import { getSessionUser, onSessionChange, startSessionSync } from './session-store';

function subscribe(onChange: () => void) {
  startSessionSync();
  return onSessionChange(onChange);
}

/** The signed-in user (or null), re-rendering on log in, log out, a lost session and other tabs' changes. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, getSessionUser, () => null);
}
