/**
 * Mantine Button `styles` for a label that may be long (a helpline's name, an e-mail address, a sentence):
 * it wraps on a narrow phone instead of being cut off or pushing the page sideways.
 */
export const wrappingButtonStyles = {
  // Centred in its minimum height when the label takes one line.
  root: { height: 'auto', minHeight: 36, paddingTop: 6, paddingBottom: 6, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' },
  inner: { height: 'auto' },
  label: { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.35 },
} as const;
