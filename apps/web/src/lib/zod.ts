// What `import … from 'zod'` means in the web build (vite.config.ts aliases it here), so that wherever the
// schema library is first loaded — only with the screens that validate forms or answers, never at
// start-up (decision 005) — it is configured before anything parses.
//
// Zod probes `new Function('')` once to see whether it may compile fast object parsers. Our CSP forbids
// eval (script-src 'self'), so the probe can only fail, and the browser reports it as a CSP violation.
// `jitless` skips the probe; the parsers we run are small, so nothing is lost.
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z };
export default z;
