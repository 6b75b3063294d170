import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, MouseEvent, Ref } from 'react';

export type BusyButtonProps = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & { ref?: Ref<HTMLButtonElement> };

const ignore = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/**
 * A Mantine Button whose `loading` state keeps the focus. Mantine disables a loading button, and the browser
 * then drops the focus to the page: someone on a keyboard or a screen reader is sent back to the top while
 * their action runs, and a failure's message appears far from where they are. Busy, this one stays focusable
 * and says so (`aria-disabled`); a press, or Enter in its form, does nothing until the work is done.
 */
export function BusyButton(props: BusyButtonProps) {
  const busy = props.loading === true;
  return (
    <Button
      {...props}
      renderRoot={({ disabled, onClick, ...root }: ComponentPropsWithoutRef<'button'>) => (
        <button {...root} disabled={busy ? undefined : disabled} aria-disabled={busy || undefined} onClick={busy ? ignore : onClick} />
      )}
    />
  );
}
