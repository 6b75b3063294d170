import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Inline text from our own content files: `[label](href)` links and `**bold**`, nothing else. Built as
 * React elements, never as HTML, so no markup in a string can run.
 */
const TOKEN = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

export function RichText({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index;
    if (index > last) parts.push(text.slice(last, index));
    const [, label, href, bold] = match;
    if (label !== undefined && href !== undefined) parts.push(<SafeLink key={index} href={href} label={label} />);
    else if (bold !== undefined) parts.push(<strong key={index}>{bold}</strong>);
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

function SafeLink({ href, label }: { href: string; label: string }) {
  if (href.startsWith('/')) {
    return (
      <Anchor component={Link} to={href} underline="always" inherit>
        {label}
      </Anchor>
    );
  }
  if (/^(https?:|mailto:|tel:)/i.test(href)) {
    const external = /^https?:/i.test(href);
    return (
      <Anchor href={href} underline="always" inherit {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {label}
        {external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
      </Anchor>
    );
  }
  return <>{label}</>;
}
