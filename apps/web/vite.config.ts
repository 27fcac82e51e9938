import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { PARTNER_BOARDS, WIDE_SCREEN_MEDIA } from '../../packages/shared/src/constants';

// Web code imports shared constants as '@portal/shared/constants', not '@portal/shared': the package index also
// builds zod schemas at import time, which would put zod into the first chunk of every page.
//
// The dev server forwards every server path to the API server on :3000 (same paths as in production).
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';
const proxied = ['/api', '/microservices', '/submodalitiesList', '/healthz', '/readyz'];

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * After a build: source maps move out of the served folder (to `<outDir>-maps`, e.g. apps/web/dist-maps, for error
 * reports and debugging), and every text file of 1 KiB or more gets a brotli (.br) and a gzip (.gz) copy made once
 * here, at the highest levels, which the server sends to browsers that accept them.
 */
function productionAssets(): Plugin {
  let outDir = '';
  return {
    name: 'portal-production-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const mapsDir = `${outDir}-maps`;
      rmSync(mapsDir, { recursive: true, force: true });
      for (const file of filesUnder(outDir)) {
        if (file.endsWith('.map')) {
          const target = path.join(mapsDir, path.relative(outDir, file));
          mkdirSync(path.dirname(target), { recursive: true });
          renameSync(file, target);
          continue;
        }
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The first pages' files, grouped (HTTP/1.1 sends about 1 KiB of headers with each response, and a page used to load
 * sixty small ones): everything the entry imports statically is one chunk; then each first page named here and what
 * it imports statically (and the entry does not) is one chunk of its own. Lazily loaded parts stay apart, and every
 * other page keeps rolldown's own splitting. `groupOf` is filled from the module graph once it is built.
 */
/** The entry of its own that starts a signed-in page's first calls as the document loads (src/first-calls.ts). */
const FIRST_CALLS = 'first-calls';
const FIRST_CALLS_FILE = 'src/first-calls.ts';

/** What the signed-in layout always loads lazily with the page (app-layout.tsx: LAYOUT_NAMESPACES, the profile
 * notices), by source file: in the layout's chunk, which every signed-in first page preloads. */
const SIGNED_IN_PARTS = [
  ...['settings', 'notices'].map((ns) => `src/locales/en/${ns}.json`),
  'src/features/application/components/profile-notices.tsx',
];

const FIRST_PAGES: [name: string, files: string[]][] = [
  ['sign-in', ['src/features/auth/routes/sign-in.tsx']],
  // The job pages (a partner board, Open Jobs) share most of their code: one chunk, with their messages; what only a
  // partner board uses (its page, its public calls) is a chunk of its own.
  ['jobs', ['src/features/jobs/routes/open-jobs.tsx', 'src/locales/en/jobs.json']],
  ['board', ['src/features/jobs/routes/job-board.tsx']],
  // Open Jobs' cards and paging, which its first paint shows when it opens on a search (the candidate's own, or the
  // jobs for them): preloaded with the page instead of imported once the search is in (a round trip after it).
  ['open-jobs-results', ['src/features/jobs/components/open-jobs-results.tsx']],
  // The layout with what it loads at once (on HTTP/1.1 a browser asks six files at a time: a dozen small ones queued
  // the page's first calls behind them).
  ['app-layout', ['src/app/layout/app-layout.tsx', ...SIGNED_IN_PARTS]],
  // The sidebar in its drawer: in a wide screen's first paint; on a small one it loads after the first paint.
  ['side-navigation', ['src/app/layout/side-navigation.tsx']],
  // The sidebar's messages (the dashboard's), apart: the dashboard page loads them too, and not the sidebar with them.
  ['sidebar-messages', ['src/locales/en/dashboard.json']],
];
const groupOf = new Map<string, string>();

function firstPageGroups(): Plugin {
  return {
    name: 'portal-first-page-groups',
    apply: 'build',
    buildEnd() {
      groupOf.clear();
      const closure = (start: string[], name: string) => {
        const queue = [...start];
        while (queue.length) {
          const id = queue.pop() as string;
          if (groupOf.has(id)) continue;
          groupOf.set(id, name);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      const ids = [...this.getModuleIds()];
      closure(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry && !id.endsWith(`/apps/web/${FIRST_CALLS_FILE}`)),
        'index',
      );
      const startOf = (files: string[]) =>
        files.map((file) => {
          const id = ids.find((candidate) => candidate.endsWith(`/apps/web/${file}`));
          if (!id) this.error(`first page ${file} is not in the module graph`);
          return id;
        });
      /** What a first page imports statically that the entry's chunk does not hold. */
      const reach = (files: string[]) => {
        const seen = new Set<string>();
        const queue = startOf(files);
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (seen.has(id) || groupOf.has(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      // What the sign-in page shares with another first page (the form fields of a job filter) goes in the entry's
      // chunk: the sign-in page loads that chunk too, so it loads the same bytes, and the other page does not load
      // the sign-in page's own code for the parts it shares.
      const signIn = reach(FIRST_PAGES.find(([name]) => name === 'sign-in')?.[1] ?? []);
      const elsewhere = new Set(FIRST_PAGES.filter(([name]) => name !== 'sign-in').flatMap(([, files]) => [...reach(files)]));
      closure([...signIn].filter((id) => elsewhere.has(id)), 'index');
      // What the signed-in layout and the job pages share (the popups' lazy Popper, lib/lazy-popper.tsx) goes in the
      // entry's chunk: it is small, and a chunk of its own was one more request for a board and Open Jobs.
      const pageFiles = (name: string) => FIRST_PAGES.find(([group]) => group === name)?.[1] ?? [];
      const jobs = reach(pageFiles('jobs'));
      closure([...reach(pageFiles('app-layout'))].filter((id) => jobs.has(id)), 'index');
      // What Open Jobs' cards share with the docked sidebar (a few icons) goes in the entry's chunk too: in either's
      // chunk, loading one would load the other (a phone's Open Jobs fetched the sidebar's 20 KiB for two icons).
      const sidebar = reach(pageFiles('side-navigation'));
      closure([...reach(pageFiles('open-jobs-results'))].filter((id) => sidebar.has(id)), 'index');
      // MUI's Popper loads after the first paint (popperWhenOpen, below). What it shares with a first page (its Portal,
      // a few utilities) goes in the entry's chunk too: in a page's chunk, loading Popper would load that page's chunk
      // (a partner board would fetch the signed-in layout's). The rest, Popper.js with MUI's Popper, is its own chunk.
      const popper = ids.find((id) => /[\\/]@mui[\\/]material[\\/]Popper[\\/]index\.m?js$/.test(id));
      if (!popper) this.error("MUI's Popper is not in the module graph: review popperWhenOpen.");
      const usedByFirstPages = new Set(FIRST_PAGES.flatMap(([, files]) => [...reach(files)]));
      const popperNeeds = new Set<string>();
      for (const queue = [popper]; queue.length; ) {
        const id = queue.pop() as string;
        if (popperNeeds.has(id) || groupOf.has(id)) continue;
        popperNeeds.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      closure([...popperNeeds].filter((id) => usedByFirstPages.has(id)), 'index');
      for (const [name, files] of FIRST_PAGES) closure(startOf(files), name);
    },
  };
}


/**
 * A first page's chunk would start loading only once the entry chunk has run (a request chain). The build writes, for
 * the addresses a visit most often starts on, which files that page loads (`first-pages.json`); the server puts them
 * in index.html as `<link rel="modulepreload">` when it answers such an address (apps/server/src/plugins/web.ts), so
 * the browser asks for them with the entry, before any script runs. No inline script: the CSP stays `script-src 'self'`.
 * Whether the visitor is signed in does not matter here: each address is either a signed-out or a signed-in page (a
 * visitor of the other kind is sent elsewhere, and the files are then loaded for nothing, nothing more).
 */
// Each address names the groups (above) its first page loads; each group's chunk comes with the chunks it imports.
// `wide`: groups preloaded only on a wide screen (WIDE_SCREEN_MEDIA, the link's media attribute).
const FIRST_PAGE_RULES: [pattern: string, groups: string[], wide?: string[]][] = [
  ['^/auth/login(/[^/]+)?/?$', ['sign-in']],
  [`^/(${PARTNER_BOARDS.join('|')})/?$`, ['board']],
  // A signed-out visitor of Open Jobs is sent to sign in, and loads the sign-in page's own code then.
  ['^/jobs/open/?$', ['app-layout', 'jobs', 'open-jobs-results'], ['side-navigation', 'sidebar-messages']],
];

function firstPagePreload(): Plugin {
  return {
    name: 'portal-first-page-preload',
    apply: 'build',
    // The first-calls script (src/first-calls.ts) is the page's second request after the document, after the entry
    // (the largest file, which then takes the document's open connection), and runs as soon as it is in (async): it
    // does not wait for the app's scripts, which it does not import. The server puts the first page's preloads after
    // both.
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find((output) => output.type === 'chunk' && output.isEntry && output.name === FIRST_CALLS);
        if (!chunk) throw new Error(`the build has no ${FIRST_CALLS} entry`);
        return [{ tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name !== FIRST_CALLS);
      // A group's chunk is the one that holds its first file: other chunks may share its name (a language's
      // messages/jobs.json is a chunk named "jobs" too).
      const groupChunk = (group: string) => {
        const first = FIRST_PAGES.find(([name]) => name === group)?.[1][0];
        return chunks.find((chunk) => !chunk.isEntry && chunk.name === group && chunk.moduleIds.some((id) => first && id.endsWith(`/apps/web/${first}`)));
      };
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const loaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
      /** A chunk and every chunk it imports statically (a module preload fetches only the file it names). */
      const withImports = (chunk: (typeof chunks)[number]): string[] => {
        const files = new Set<string>();
        const queue = [chunk];
        for (let next = queue.pop(); next; next = queue.pop()) {
          if (files.has(next.fileName)) continue;
          files.add(next.fileName);
          for (const file of next.imports) if (byFile.has(file)) queue.push(byFile.get(file) as (typeof chunks)[number]);
        }
        return [...files];
      };
      const filesOf = (groups: string[], skip: Set<string | undefined>) => {
        const files = groups.flatMap((group) => {
          const chunk = groupChunk(group);
          if (!chunk) this.error(`no chunk for the first-page group ${group}`);
          return withImports(chunk);
        });
        return [...new Set(files)].filter((file) => !skip.has(file));
      };
      const rules = FIRST_PAGE_RULES.map(([pattern, groups, wide = []]) => {
        const files = filesOf(groups, loaded);
        const wideFiles = filesOf(wide, new Set([...loaded, ...files]));
        return { pattern, files: files.map((file) => `/${file}`), media: { [WIDE_SCREEN_MEDIA]: wideFiles.map((file) => `/${file}`) } };
      });
      this.emitFile({ type: 'asset', fileName: 'first-pages.json', source: JSON.stringify(rules) });
    },
  };
}

/**
 * MUI's Autocomplete reads its input's width (`anchorEl.clientWidth`) on every render, for the width of its popup,
 * also while the popup is closed. Its first such render comes straight after it mounts, inside React's commit: the
 * read forces the whole page's style and layout there, in the longest task of a page's first paint (a job filter has
 * two Autocompletes). The width is read only while the popup is open, which is when the popup is shown. The build
 * fails if the line is no longer there (a new MUI release: check whether it still reads the width when closed).
 */
function autocompleteWidthWhenOpen(): Plugin {
  const from = 'width: anchorEl ? anchorEl.clientWidth : null';
  return {
    name: 'autocomplete-width-when-open',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]@mui[\\/]material[\\/]Autocomplete[\\/]Autocomplete\.m?js$/.test(id)) return null;
      if (!code.includes(from)) this.error(`${id} no longer has "${from}": review the autocompleteWidthWhenOpen plugin.`);
      return { code: code.replace(from, 'width: anchorEl && popupOpen ? anchorEl.clientWidth : null'), map: null };
    },
  };
}

/**
 * Emotion's component styles are inserted as the components render, not in React's commit (src/lib/emotion-insertion.ts
 * says why). The build fails if Emotion no longer imports the module it replaces.
 */
function emotionStylesInRender(): Plugin {
  const replaced = '@emotion/use-insertion-effect-with-fallbacks';
  const replacement = path.resolve(import.meta.dirname, 'src/lib/emotion-insertion.ts');
  let swapped = false;
  return {
    name: 'emotion-styles-in-render',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (source !== replaced) return null;
      swapped = true;
      return replacement;
    },
    buildEnd(error) {
      // A new Emotion release that no longer imports the module: review the swap (and src/lib/emotion-insertion.ts).
      if (!error && !swapped) this.error(`${replaced} was never imported: review the emotionStylesInRender plugin.`);
    },
  };
}

/**
 * MUI's Autocomplete and Tooltip import its Popper (Popper.js underneath, about 8 KiB on the wire) for their popups,
 * which no first paint shows: they get src/lib/lazy-popper.tsx instead, which renders nothing while closed and loads
 * Popper after the first paint, or with the first popup that opens. The build fails if either stops importing it.
 */
function popperWhenOpen(): Plugin {
  const replacement = path.resolve(import.meta.dirname, 'src/lib/lazy-popper.tsx');
  const importer = /[\\/]@mui[\\/]material[\\/](Autocomplete|Tooltip)[\\/]\1\.m?js$/;
  const swapped = new Set<string>();
  return {
    name: 'popper-when-open',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, from) {
      const match = from ? importer.exec(from) : null;
      if (!match || !/^\.\.\/Popper(\/index\.m?js)?$/.test(source)) return null;
      swapped.add(match[1] as string);
      return replacement;
    },
    buildEnd(error) {
      if (!error && swapped.size < 2) this.error(`MUI's Autocomplete or Tooltip no longer imports ../Popper: review the popperWhenOpen plugin.`);
    },
  };
}

export default defineConfig({
  plugins: [react(), autocompleteWidthWhenOpen(), emotionStylesInRender(), popperWhenOpen(), firstPageGroups(), firstPagePreload(), productionAssets()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server's CSP forbids inline scripts: never inline the module preload polyfill or small assets as scripts.
    modulePreload: { polyfill: false },
    // Maps without a sourceMappingURL comment in the served files; productionAssets() moves them to dist-maps/.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 900,
    // Fonts stay files: inlined (base64) in the CSS, the small subsets made the render-blocking style sheet 16 KiB on
    // the wire; as files, a browser loads only the subsets a page's text uses (unicode-range).
    assetsInlineLimit: (file: string) => (/\.woff2?$/.test(file) ? false : undefined),
    rolldownOptions: {
      input: { index: path.resolve(import.meta.dirname, 'index.html'), [FIRST_CALLS]: path.resolve(import.meta.dirname, FIRST_CALLS_FILE) },
      output: {
        codeSplitting: {
          // The closures above already hold each group's static imports; a group takes no module of an earlier one.
          includeDependenciesRecursively: false,
          groups: ['index', ...FIRST_PAGES.map(([name]) => name)].map((name, index, all) => ({
            name,
            test: (id: string) => groupOf.get(id) === name,
            priority: all.length - index,
          })),
        },
      },
    },
  },
});
