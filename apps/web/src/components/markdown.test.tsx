import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

function render(content: string): string {
  const router = createMemoryRouter([{ path: '/', element: <Markdown content={content} /> }]);
  return renderToStaticMarkup(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('<Markdown> renders hostile content inert', () => {
  it('shows script tags, event handlers, SVG and raw HTML as text', () => {
    const html = render('<script>alert(1)</script>\n<img src=x onerror="alert(2)">\n<svg onload=alert(3)><a href="javascript:alert(4)">x</a></svg>\n<iframe src="https://evil.example"></iframe>');
    expect(html).not.toMatch(/<script|<img|<svg|<iframe|<a href="javascript/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('onerror=&quot;alert(2)&quot;');
  });

  it('keeps only safe links, and external ones open with noopener noreferrer', () => {
    const html = render('[bad](javascript:alert(1)) [data](data:text/html,x) [ok](https://www.samaritans.org) [home](/faq)');
    expect(html).not.toMatch(/href="(javascript|data):/i);
    expect(html).toContain('href="https://www.samaritans.org" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('href="/faq"');
    expect(html).toContain('bad');
  });

  it('turns the literal \\n into a line break', () => {
    expect(render('Five things\\nFour things')).toMatch(/Five things<br\/>Four things/);
  });
});
