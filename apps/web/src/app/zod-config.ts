import { config } from 'zod';

// Zod probes `new Function('')` once to see whether it may compile fast object parsers. Our CSP forbids
// eval (script-src 'self'), so the probe can only fail, and the browser reports it as a CSP violation on
// every page. `jitless` skips the probe; the parsers we run are small, so nothing is lost. Imported first
// by main.tsx, before any schema parses.
config({ jitless: true });
