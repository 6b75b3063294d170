/**
 * Focuses what `target` finds once the current render and any closing dialog are done (the next task): for a
 * control that must take the focus back after something drawn only while open has gone, where Mantine's own
 * return of the focus does not happen. `target` is looked up then, so it may name an element drawn anew.
 */
export function focusLater(target: () => HTMLElement | null | undefined): void {
  window.setTimeout(() => target()?.focus(), 0);
}

/** The element with this data attribute and value (a row's or a card's button), for `focusLater`. */
export const byData = (attribute: string, value: string) => () => document.querySelector<HTMLElement>(`[${attribute}="${CSS.escape(value)}"]`);
