// Vite plugin (issue 24, "calls before code"): writes into index.html, as a JSON block the browser does not run, which
// files a returning tab on a signed-in route will need — the signed-in chunks, each brand's profile, and per route its
// screen module, widget registrations, renderer and search form — so that src/boot.ts can ask for all of them at
// once, while the shell is still arriving, instead of each level of lazy imports waiting for the one before it.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/** What src/boot.ts reads from `<script type="application/json" id="early-loads">`. */
export interface EarlyLoads {
  /** the chunks every signed-in route runs */
  app: string[];
  /** brand id → its profile's chunks */
  brands: Record<string, string[]>;
  /**
   * [route pattern as a regular expression, the chunks of its screen, the brands that offer it (all when absent)]:
   * only routes every level may open — boot does not know the level yet, and a user never downloads a screen their
   * level cannot open (issue 24).
   */
  routes: Array<[pattern: string, files: string[], brands?: string[]]>;
  /**
   * The results table's chunks, for an address of one of these search routes (patterns as in `routes`) that carries a
   * search: its rows are the page's first content, and its code would otherwise be asked for only with the call.
   */
  results: { routes: string[]; files: string[] };
}

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
}

// The modules a signed-in page renders before any screen, and the renderer of each screen kind (src/runtime): named
// here because the runtime loads them lazily. A module missing from the bundle fails the build, so a move is noticed.
const APP_MODULES = ['src/app/RouterApp.tsx', 'src/app/SignedInApp.tsx', 'src/runtime/Screen.tsx'];
const LOWEST_LEVEL = 'BASIC';
// A search screen's results table is listed apart (`results`): only an address with a search shows it.
const RESULTS_MODULES = ['src/runtime/DataTable.tsx'];
const KIND_MODULES: Record<string, string[]> = {
  detail: ['src/runtime/DetailScreen.tsx'],
};

interface ScreenDeclaration {
  id: string;
  kind?: string;
  route?: string;
  search?: { form?: string };
}

/** "/account/{id}" → "^/account/[^/]+/?$" (the router's own matching: a parameter is one path segment). */
export function routePattern(route: string): string {
  const escaped = route
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return `^${escaped}/?$`;
}

export function earlyLoads(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'early-loads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((c): c is BundleChunk & typeof c => c.type === 'chunk');
        const byModule = new Map<string, BundleChunk>();
        for (const chunk of chunks) {
          if (chunk.facadeModuleId) byModule.set(relative(root, chunk.facadeModuleId).replaceAll('\\', '/'), chunk);
        }
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        // what the page's own <script> tags already bring
        const onPage = new Set<string>();
        const visit = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported, into);
        };
        for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName, onPage);

        const filesOf = (modules: string[], optional = false) => {
          const found = new Set<string>();
          for (const id of modules) {
            const chunk = byModule.get(id);
            if (!chunk) {
              if (optional) continue;
              throw new Error(`early-loads: ${id} is not a chunk of the build (moved? update scripts/earlyLoads.ts)`);
            }
            visit(chunk.fileName, found);
          }
          return [...found].filter((f) => !onPage.has(f)).map((f) => base + f);
        };

        const generated = join(root, 'src/generated');
        const shell = JSON.parse(readFileSync(join(generated, 'shell.json'), 'utf8')) as {
          screens: Array<{ id: string; route?: string; gate?: Record<string, unknown>; flag?: string }>;
        };
        const brandFlags = new Map<string, Record<string, boolean>>();
        for (const [id] of byModule) {
          const brand = /^src\/generated\/brands\/([a-z0-9-]+)\.json$/.exec(id)?.[1];
          if (!brand) continue;
          const profile = JSON.parse(readFileSync(join(root, id), 'utf8')) as { flags?: Record<string, boolean> };
          brandFlags.set(brand, profile.flags ?? {});
        }
        const indexSource = readFileSync(join(generated, 'screens/index.ts'), 'utf8');
        // the generated object literal is JSON but for its trailing comma
        const literal = /screenWidgetFolders[^=]*=\s*(\{[\s\S]*?\});/.exec(indexSource)?.[1];
        if (!literal) throw new Error('early-loads: screenWidgetFolders not found in src/generated/screens/index.ts');
        const folders = JSON.parse(literal.replace(/,(\s*})$/, '$1')) as Record<string, string[]>;

        const routes: EarlyLoads['routes'] = [];
        const searchRoutes: string[] = [];
        for (const { id, route, gate, flag } of shell.screens) {
          const everyLevel = gate !== undefined && Object.keys(gate).length === 1 && gate.minLevel === LOWEST_LEVEL;
          if (!route || !everyLevel) continue;
          const offeredBy = flag
            ? [...brandFlags].filter(([, flags]) => flags[flag] === true).map(([b]) => b)
            : undefined;
          const module = JSON.parse(readFileSync(join(generated, `screens/${id}.json`), 'utf8')) as {
            definition: ScreenDeclaration;
          };
          const { kind, search } = module.definition;
          const form = search?.form;
          if (search) searchRoutes.push(routePattern(route));
          const modules = [
            `src/generated/screens/${id}.json`,
            ...(folders[id] ?? []).map((folder) => `src/widgets/${folder}/register.ts`),
            ...(KIND_MODULES[kind ?? ''] ?? []),
          ];
          const formModules = form
            ? [
                `schemas/forms/${form}.schema.json`,
                `schemas/forms/${form}.ui.json`,
                `src/generated/validators/${form.replaceAll('/', '__')}.js`,
              ]
            : [];
          const files = [...filesOf(modules), ...filesOf(formModules, true)];
          routes.push(offeredBy ? [routePattern(route), files, offeredBy] : [routePattern(route), files]);
        }
        const brands: EarlyLoads['brands'] = {};
        for (const [brand] of brandFlags) brands[brand] = filesOf([`src/generated/brands/${brand}.json`]);
        const loads: EarlyLoads = {
          app: filesOf(APP_MODULES),
          brands,
          routes,
          results: { routes: searchRoutes, files: filesOf(RESULTS_MODULES) },
        };
        // "<" escaped: the JSON sits inside an HTML element
        const json = JSON.stringify(loads).replaceAll('<', '\\u003c');
        const boot = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('/src/boot.ts'));
        if (!boot) throw new Error('early-loads: src/boot.ts is not an entry of the build (vite.config.ts input)');
        if (boot.imports.length > 0)
          throw new Error(`early-loads: boot imports ${boot.imports.join(', ')}; it must import nothing`);
        return {
          html,
          tags: [
            // The list before the script that reads it (after the charset, which must come in the first 1024 bytes). `async`: the script runs as soon as it has
            // arrived, not after the stylesheets and in turn with the page's own script, as a deferred one would.
            {
              tag: 'script',
              attrs: { type: 'application/json', id: 'early-loads' },
              children: json,
              injectTo: 'head',
            },
            {
              tag: 'script',
              attrs: { type: 'module', async: true, crossorigin: true, src: base + boot.fileName },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}
