/** A conversation options button's “⋯”, hidden from screen readers (the button's name says what it is). */
export function OptionsGlyph() {
  return (
    <span aria-hidden style={{ fontSize: '1.2rem', lineHeight: 1 }}>
      ⋯
    </span>
  );
}

/** The options button's look, name and marker, the same on the stand-in (conversation-list.tsx) and the real menu's. */
export function optionsButtonProps(name: string, conversationId: string) {
  return { variant: 'subtle', color: 'gray', size: 'lg', 'aria-label': `Options for “${name}”`, 'data-conversation-options': conversationId } as const;
}
