import { Radio, type RadioGroupProps } from '@mantine/core';
import { useEffect, useRef } from 'react';

/**
 * A radio group that has to be answered. Mantine draws the `role="radiogroup"` element itself and gives it
 * neither `aria-required` (its `required` only draws an asterisk, hidden from screen readers) nor
 * `aria-invalid`, so a screen reader heard neither that an answer is needed nor that one is missing. This sets
 * both on that element; give each `<Radio>` `aria-invalid` too, so it is said on the radio that takes the focus.
 */
export function RequiredRadioGroup({ showAsterisk = true, ...props }: RadioGroupProps & { showAsterisk?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const invalid = Boolean(props.error);
  useEffect(() => {
    const group = ref.current?.querySelector('[role="radiogroup"]');
    if (!group) return;
    group.setAttribute('aria-required', 'true');
    if (invalid) group.setAttribute('aria-invalid', 'true');
    else group.removeAttribute('aria-invalid');
  }, [invalid]);
  return <Radio.Group ref={ref} required={showAsterisk} {...props} />;
}
