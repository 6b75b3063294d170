import { useEffect, useRef, useState } from 'react';

/**
 * A menu put in place of a stand-in button by the press that fetched its code (lib/load-once.ts): when
 * `openOnMount`, its button takes the focus from the stand-in it replaces and the menu opens once; `onOpened`
 * says it has, so that it does not open again. Gives the button's ref and the menu's open state.
 */
export function useOpenOnMount(openOnMount: boolean, onOpened?: () => void) {
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!openOnMount) return;
    target.current?.focus();
    setOpened(true);
    onOpened?.();
  }, [openOnMount, onOpened]);
  return { target, opened, setOpened };
}
