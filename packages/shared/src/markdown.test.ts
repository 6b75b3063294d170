import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from './markdown.js';

describe('parseMarkdown', () => {
  it('turns the literal two-character \\n of stored content into a line break', () => {
    expect(parseMarkdown('One\\nTwo')).toEqual([{ type: 'paragraph', children: [{ type: 'text', value: 'One' }, { type: 'break' }, { type: 'text', value: 'Two' }] }]);
  });

  it('reads headings (h1 becomes h2), lists, quotes and paragraphs', () => {
    const blocks = parseMarkdown('# Top\n## Part\ntext *soft* and **firm**\n\n- a\n- b\n\n1. one\n2. two\n\n> quoted');
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'heading', 'paragraph', 'list', 'list', 'quote']);
    expect(blocks[0]).toMatchObject({ level: 2 });
    expect(blocks[3]).toMatchObject({ ordered: false, items: [[{ type: 'text', value: 'a' }], [{ type: 'text', value: 'b' }]] });
    expect(blocks[4]).toMatchObject({ ordered: true });
    expect(blocks[2]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', value: 'text ' }, { type: 'em', children: [{ type: 'text', value: 'soft' }] }, { type: 'text', value: ' and ' }, { type: 'strong', children: [{ type: 'text', value: 'firm' }] }],
    });
  });

  it('keeps raw HTML as text: it is never markup', () => {
    const blocks = parseMarkdown('<script>alert(1)</script>\n<img src=x onerror="alert(1)">\n<svg onload=alert(1)>');
    expect(blocks).toEqual([
      { type: 'paragraph', children: [{ type: 'text', value: '<script>alert(1)</script>' }, { type: 'break' }, { type: 'text', value: '<img src=x onerror="alert(1)">' }, { type: 'break' }, { type: 'text', value: '<svg onload=alert(1)>' }] },
    ]);
  });

  it('drops links that are not http(s), mailto or same-site paths, keeping their text', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', '//evil.example/x', '/\\evil.example']) {
      expect(parseInline(`[click](${href})`), href).toEqual([{ type: 'text', value: 'click' }]);
    }
    expect(parseInline('[help](/get-support/crisis-help)')).toEqual([{ type: 'link', href: '/get-support/crisis-help', external: false, children: [{ type: 'text', value: 'help' }] }]);
    expect(parseInline('[site](https://www.samaritans.org)')[0]).toMatchObject({ type: 'link', external: true });
    expect(safeHref('mailto:hello@harbour.example')).toEqual({ href: 'mailto:hello@harbour.example', external: false });
  });
});
