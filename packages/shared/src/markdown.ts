/**
 * A small, safe markdown parser for article content (and the admin's live preview). It produces a tree,
 * never HTML: the web renders the tree as React elements, so raw HTML in content is shown as text and can
 * never run. Links are kept only for http(s), mailto and same-site paths.
 *
 * Supported: `##`–`####` headings (`#` becomes `##`: the page's h1 is the title), paragraphs, `-`/`*` and
 * `1.` lists, `>` quotes, `**bold**`, `*italic*`/`_italic_`, `` `code` ``, `[text](url)`. A line break
 * inside a paragraph, including the literal two-character `\n` of stored content (spec section 3), is a
 * line break.
 */
export type MarkdownInline =
  | { type: 'text'; value: string }
  | { type: 'strong'; children: MarkdownInline[] }
  | { type: 'em'; children: MarkdownInline[] }
  | { type: 'code'; value: string }
  | { type: 'link'; href: string; external: boolean; children: MarkdownInline[] }
  | { type: 'break' };

export type MarkdownBlock =
  | { type: 'heading'; level: 2 | 3 | 4; children: MarkdownInline[] }
  | { type: 'paragraph'; children: MarkdownInline[] }
  | { type: 'list'; ordered: boolean; items: MarkdownInline[][] }
  | { type: 'quote'; children: MarkdownInline[] };

/** The only link targets we render as links; everything else (javascript:, data:, vbscript:, …) becomes text. */
export function safeHref(raw: string): { href: string; external: boolean } | null {
  const href = raw.trim();
  if (/^\/(?![/\\])/.test(href) || href.startsWith('#')) return { href, external: false };
  if (/^https?:\/\/[^\s/]+/i.test(href)) return { href, external: true };
  if (/^mailto:[^\s]+@[^\s]+$/i.test(href)) return { href, external: false };
  return null;
}

export function normaliseContent(content: string): string {
  return content.replace(/\r\n?/g, '\n').replace(/\\n/g, '\n');
}

const INLINE = /\*\*(.+?)\*\*|(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?!\w)|(?<![\w_])_(?!\s)(.+?)(?<!\s)_(?!\w)|`([^`]+)`|\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)|\n/g;

export function parseInline(text: string): MarkdownInline[] {
  const out: MarkdownInline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index;
    if (index > last) out.push({ type: 'text', value: text.slice(last, index) });
    const [whole, strong, em1, em2, code, linkText, linkHref] = match;
    if (whole === '\n') out.push({ type: 'break' });
    else if (strong !== undefined) out.push({ type: 'strong', children: parseInline(strong) });
    else if (em1 !== undefined || em2 !== undefined) out.push({ type: 'em', children: parseInline((em1 ?? em2)!) });
    else if (code !== undefined) out.push({ type: 'code', value: code });
    else if (linkText !== undefined && linkHref !== undefined) {
      const safe = safeHref(linkHref);
      out.push(safe ? { type: 'link', ...safe, children: parseInline(linkText) } : { type: 'text', value: linkText });
    }
    last = index + whole.length;
  }
  if (last < text.length) out.push({ type: 'text', value: text.slice(last) });
  return out;
}

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;

export function parseMarkdown(content: string): MarkdownBlock[] {
  const lines = normaliseContent(content).split('\n');
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  let quote: string[] = [];

  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) });
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    if (quote.length) blocks.push({ type: 'quote', children: parseInline(quote.join('\n')) });
    paragraph = [];
    list = null;
    quote = [];
  };

  for (const line of lines) {
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = Math.min(4, Math.max(2, heading[1]!.length)) as 2 | 3 | 4;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2]!.trim()) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = Boolean(numbered);
      if (!list || list.ordered !== ordered || paragraph.length || quote.length) {
        flush();
        list = { ordered, items: [] };
      }
      list.items.push((bullet ?? numbered)![1]!);
      continue;
    }
    const quoted = QUOTE.exec(line);
    if (quoted) {
      if (!quote.length) flush();
      quote.push(quoted[1]!);
      continue;
    }
    if (list) {
      // A continuation line of the last list item.
      list.items[list.items.length - 1] += `\n${line.trim()}`;
      continue;
    }
    if (quote.length) flush();
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

/** Plain text of a tree (for previews, reading time, tests). */
export function inlineText(nodes: readonly MarkdownInline[]): string {
  return nodes.map((n) => (n.type === 'text' || n.type === 'code' ? n.value : n.type === 'break' ? '\n' : inlineText(n.children))).join('');
}
