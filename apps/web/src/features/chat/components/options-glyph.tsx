/** A conversation options button's “⋯”, hidden from screen readers (the button's name says what it is). */
export function OptionsGlyph() {
  return (
    <span aria-hidden style={{ fontSize: '1.2rem', lineHeight: 1 }}>
      ⋯
    </span>
  );
}
