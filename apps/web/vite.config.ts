import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Manifest, type Plugin, type ResolvedConfig } from 'vite';

/** The crisis page must open with no network: its shell and chunks are what the service worker precaches. */
const CRISIS_PAGE_MODULE = 'src/pages/crisis-help.tsx';
const CRISIS_PAGE_PATH = '/get-support/crisis-help';
const PAGE_STYLES = 'src/styles/mantine-pages.css';
/** Unhashed files the HTML shell loads itself (see index.html). */
const SHELL_FILES = ['/color-scheme.js', '/warm-formatters.js', '/favicon.svg'];
/** The shell's own scripts, put inside it by the build (inlineShellScripts). */
const SHELL_SCRIPTS = ['color-scheme.js', 'warm-formatters.js'];
const PRECACHE_MARKER = /\/\* harbour:precache \*\/[\s\S]*?\/\* \/harbour:precache \*\//;

/**
 * The shell's own scripts (public/): the colour-scheme setter, which must run before the first paint, and the
 * formatters' warm-up. As separate files they blocked rendering for a whole round trip (Lighthouse: ≈300 ms on a
 * slow phone), so the build puts them in the HTML shell itself; the server allows them by their hashes in the
 * Content-Security-Policy (plugins/web-app.ts), and no other inline script. The dev server keeps loading the files.
 */
function inlineShellScripts(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'harbour:inline-shell-scripts',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml(html) {
      return SHELL_SCRIPTS.reduce((page, file) => {
        const tag = `<script src="/${file}"></script>`;
        if (!page.includes(tag)) throw new Error(`inline-shell-scripts: index.html no longer loads /${file}`);
        const source = readFileSync(path.join(config.publicDir, file), 'utf8')
          .split('\n')
          .filter((line) => !line.trimStart().startsWith('//'))
          .map((line) => line.trim())
          .join('');
        if (source.includes('</script')) throw new Error(`inline-shell-scripts: ${file} cannot be inlined as it is`);
        return page.replace(tag, `<script>${source}</script>`);
      }, html);
    },
  };
}

/**
 * Writes the crisis page's precache list into the built `sw.js` (public/sw.js keeps a marker for it), read
 * from Vite's manifest: the entry, the layout's lazily loaded parts and the crisis page module, with every
 * chunk and stylesheet they import.
 * The list's hash names the worker's caches, so each build that changes them replaces the old copies.
 */
function crisisPagePrecache(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'harbour:crisis-page-precache',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(options, bundle) {
      const asset = bundle['.vite/manifest.json'];
      if (asset?.type !== 'asset') throw new Error('crisis-page-precache needs build.manifest');
      const manifest = JSON.parse(String(asset.source)) as Manifest;
      if (!manifest['index.html'] || !manifest[CRISIS_PAGE_MODULE]) {
        throw new Error(`crisis-page-precache: ${CRISIS_PAGE_MODULE} or index.html is not in the manifest`);
      }
      const files = new Set<string>();
      const seen = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || seen.has(key)) return;
        seen.add(key);
        for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${file}`);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      visit('index.html');
      // The crisis page draws only components of the startup styles (it is in WITHOUT_PAGE_STYLES,
      // app/route-modules.ts), so mantine-pages.css is not among its files.
      visit(CRISIS_PAGE_MODULE);
      // Parts of the layout loaded on demand (e.g. the account menu of a signed-in visitor) are needed on
      // the crisis page too; other pages' modules are not.
      for (const lazyPart of manifest['index.html'].dynamicImports ?? []) {
        if (!lazyPart.startsWith('src/pages/') && !lazyPart.startsWith('src/content/')) visit(lazyPart);
      }
      const urls = [CRISIS_PAGE_PATH, ...SHELL_FILES, ...[...files].sort()];
      const version = createHash('sha256').update(JSON.stringify(urls)).digest('hex').slice(0, 12);
      const source = readFileSync(path.join(config.publicDir, 'sw.js'), 'utf8');
      if (!PRECACHE_MARKER.test(source)) throw new Error('public/sw.js has lost its "harbour:precache" marker');
      const outDir = options.dir ?? path.resolve(config.root, config.build.outDir);
      writeFileSync(path.join(outDir, 'sw.js'), source.replace(PRECACHE_MARKER, JSON.stringify({ version, shell: CRISIS_PAGE_PATH, urls })));
    },
  };
}

const ROUTE_MODULES = 'src/app/route-modules.ts';

/**
 * Writes `route-preloads.json`: for each screen path, the code and styles its lazily loaded page needs
 * (read from src/app/route-modules.ts and Vite's manifest). The server lists them as preloads in the HTML
 * it sends for that path, so they download alongside the app's own code instead of after it has run.
 * A route whose module cannot be read here simply gets no preloads.
 */
function routePreloads(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'harbour:route-preloads',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(options, bundle) {
      const asset = bundle['.vite/manifest.json'];
      if (asset?.type !== 'asset') throw new Error('route-preloads needs build.manifest');
      const manifest = JSON.parse(String(asset.source)) as Manifest;
      const source = readFileSync(path.join(config.root, ROUTE_MODULES), 'utf8');
      // `const hub: Load = () => import('../pages/hub');` and `'/login': () => import('../pages/login'),`
      const aliases = new Map([...source.matchAll(/const (\w+)(?::\s*Load)?\s*=\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map((m) => [m[1]!, m[2]!]));
      const entry = manifest['index.html'];
      const loaded = new Set([entry?.file, ...(entry?.imports ?? []).map((key) => manifest[key]?.file)]);
      const pageStyles = manifest[PAGE_STYLES]?.file;
      // `export const WITHOUT_PAGE_STYLES: ReadonlySet<string> = new Set(['/articles/:id']);`
      const list = /WITHOUT_PAGE_STYLES[^=]*=\s*new Set\(\[([^\]]*)\]\)/.exec(source)?.[1] ?? '';
      const withoutPageStyles = new Set([...list.matchAll(/'([^']+)'/g)].map((m) => m[1]!));
      const routes: Record<string, string[]> = {};
      for (const m of source.matchAll(/^\s*'(\/[^']*)':\s*(.+?),?\s*$/gm)) {
        const spec = /import\('([^']+)'\)/.exec(m[2]!)?.[1] ?? aliases.get(m[2]!.trim());
        if (!spec) continue;
        const base = path.posix.join(path.posix.dirname(ROUTE_MODULES), spec);
        const key = Object.keys(manifest).find((k) => k === base || (k.startsWith(`${base}.`) && !k.slice(base.length + 1).includes('/')));
        if (!key) continue;
        const files = new Set<string>();
        const visit = (k: string) => {
          const chunk = manifest[k];
          if (!chunk || loaded.has(chunk.file) || files.has(`/${chunk.file}`)) return;
          files.add(`/${chunk.file}`);
          for (const css of chunk.css ?? []) files.add(`/${css}`);
          for (const imported of chunk.imports ?? []) visit(imported);
        };
        visit(key);
        if (pageStyles && !withoutPageStyles.has(m[1]!)) files.add(`/${pageStyles}`);
        routes[m[1]!] = [...files];
      }
      const outDir = options.dir ?? path.resolve(config.root, config.build.outDir);
      writeFileSync(path.join(outDir, 'route-preloads.json'), `${JSON.stringify(routes, null, 1)}\n`);
    },
  };
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy next to every text file of the build, once, so
 * the server sends them as they are (`@fastify/static` with `preCompressed`) instead of compressing each
 * response at a lower level while the visitor waits. Files under 1 KB and copies that save nothing are skipped.
 */
function precompress(): Plugin {
  let outDir = '';
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? (entry.name === '.vite' ? [] : files(full)) : COMPRESSIBLE.test(entry.name) ? [full] : [];
    });
  return {
    name: 'harbour:precompress',
    apply: 'build',
    configResolved(resolved) {
      outDir = path.resolve(resolved.root, resolved.build.outDir);
    },
    // After every writeBundle (the service worker gets its precache list there).
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        await Promise.all(
          files(outDir)
            .filter((file) => statSync(file).size >= 1024)
            .map(async (file) => {
              const source = readFileSync(file);
              const [br, gzipped] = await Promise.all([
                brotli(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
                gz(source, { level: 9 }),
              ]);
              if (br.length < source.length) writeFileSync(`${file}.br`, br);
              if (gzipped.length < source.length) writeFileSync(`${file}.gz`, gzipped);
            }),
        );
      },
    },
  };
}

/**
 * React Router publishes two builds and its package exports point every bundler at the development one, whose
 * warnings are switched on by a constant rather than by NODE_ENV, so minifying cannot remove them. The
 * production build is the same code with that constant off. Resolved here, so a release that moves the file
 * stops the build instead of quietly shipping the development code again.
 */
function reactRouterProductionBuild(): string {
  const root = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const file = path.join(root, 'dist/production/index.mjs');
  if (!existsSync(file)) throw new Error(`react-router's production build is not at ${file}`);
  return file;
}

export default defineConfig(({ command }) => ({
  plugins: [react(), inlineShellScripts(), crisisPagePrecache(), routePreloads(), precompress()],
  resolve: {
    conditions: ['source', 'module', 'browser', 'development|production'],
    alias: [
      // Every `from 'zod'` goes through the module that configures it (src/lib/zod.ts).
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zod.ts') },
      // The dev server keeps React Router's warnings.
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild() }] : []),
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
    // Read by crisisPagePrecache (the service worker's list of files for the crisis page).
    manifest: true,
    // The startup chunk below is one file on purpose (about 560 kB before compression, 170 kB gzipped).
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (`$initial`: what any page loads before it can render) in
        // one chunk. Left alone, the bundler splits it into a dozen small chunks shared with lazily loaded
        // pages, and over HTTP/1.1 each costs a request and a round trip before the first paint. Lazily
        // loaded pages keep their own chunks.
        codeSplitting: { groups: [{ name: 'startup', tags: ['$initial'], priority: 10 }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/registration': 'http://127.0.0.1:3000' },
  },
}));
