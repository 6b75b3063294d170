import { NOT_A_RETURN_DESTINATION } from '@wellbeing/shared/routes';

const PROBE_ORIGIN = 'https://harbour.invalid';

/**
 * Where to go after logging in: the `returnTo` path if it stays on this site, else Home. A same-site path
 * starts with one `/`; `//host` and `/\host` are read by browsers as another site, and control characters
 * (tabs, newlines) are stripped by the URL parser, which can turn `/\t/host` into `//host`.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (hasControlCharacter(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== PROBE_ORIGIN) return '/';
  if (NOT_A_RETURN_DESTINATION.includes(url.pathname)) return '/';
  return value;
}


function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
