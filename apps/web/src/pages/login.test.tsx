import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Component as LoginPage } from './login';

function render(url: string): string {
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], { initialEntries: [url] });
  const html = renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');
}

describe('the log-in page after an e-mail link', () => {
  it('says why an address change did not happen when someone else took the address meanwhile', () => {
    const text = render('/login?error=email-taken');
    expect(text).toContain('Your e-mail address was not changed: another account has started using that address');
    expect(text).not.toContain('expired or was already used');
  });

  it('says a link cannot be used (expired, used, or refused), and thanks a confirmed address', () => {
    for (const error of ['link-unusable', 'INVALID_TOKEN', 'TOKEN_EXPIRED']) expect(render(`/login?error=${error}`)).toContain('That link has expired or was already used.');
    expect(render('/login?verified=1')).toContain('your e-mail is verified. You can log in now.');
  });
});
