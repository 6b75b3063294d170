/**
 * How long a closing Mantine dialog or menu may still move the focus: its transitions last 200 ms by default, and
 * its focus trap's own timers run within them. On a slow machine one of them can take the focus after ours and drop
 * it to the page when the dialog goes.
 */
export const FOCUS_SETTLE_MS = 300;

/**
 * Focuses what `target` finds once the current render and any closing dialog are done (the next task): for a
 * control that must take the focus back after something drawn only while open has gone, where Mantine's own
 * return of the focus does not happen. `target` is looked up then, so it may name an element drawn anew.
 *
 * Once the closing transitions have settled it looks again: if the focus was lost to the page meanwhile, it is
 * put back; if the person has moved it somewhere, it is left there.
 */
export function focusLater(target: () => HTMLElement | null | undefined): void {
  window.setTimeout(() => {
    target()?.focus();
    window.setTimeout(() => {
      const active = document.activeElement;
      if (active === null || active === document.body) target()?.focus();
    }, FOCUS_SETTLE_MS);
  }, 0);
}

/** The element with this data attribute and value (a row's or a card's button), for `focusLater`. */
export const byData = (attribute: string, value: string) => () => document.querySelector<HTMLElement>(`[${attribute}="${CSS.escape(value)}"]`);

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The first control after `element` in the page's order, outside it and drawn (for a message about to go whose
 * close button has the focus: the keyboard goes on to what follows instead of dropping to the page).
 */
export function nextFocusable(element: Element): HTMLElement | null {
  for (const candidate of Array.from(document.querySelectorAll<HTMLElement>(FOCUSABLE))) {
    if (element.contains(candidate)) continue;
    if (!(element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    if (candidate.getClientRects().length > 0) return candidate;
  }
  return null;
}
