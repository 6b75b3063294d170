import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes the focus when it first appears: for what replaces the control that had the focus
 * (a sent form's outcome, a saved result's notice), so the keyboard and a screen reader land on what happened
 * instead of at the top of the page. Give the element `tabIndex={-1}`.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
