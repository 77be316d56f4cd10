// Vite plugin (issue 24, "calls before code"): writes into index.html, as a JSON block the browser does not run, which
// files a returning tab on a signed-in route will need — the signed-in chunks, each brand's profile, and per route its
// screen module, widget registrations, renderer and search form — so that src/boot.ts can ask for all of them at
// once, while the shell is still arriving, instead of each level of lazy imports waiting for the one before it.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { LEVELS } from '../src/domain/levels.ts';
import { smartcardVersionHeaders } from '../src/domain/smartcardVersionHeaders.ts';

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
  /**
   * Issue 33, the first call in the same task as the session's reply: each search route whose call boot may send for
   * a returning tab as soon as the session refresh answers (src/app/boot/startEarlySearch.ts), derived from the screen
   * and call declarations. Only routes whose screen and call gates are a plain `minLevel` (boot judges it on the
   * reply's level) and whose hidden filter fields depend on the brand alone (flags).
   */
  searches?: EarlySearch[];
  /** 000 §6 level names → numbers, for a reply that names its level */
  levels?: Record<string, number>;
}

export interface EarlySearch {
  /** route pattern, as in `routes` */
  route: string;
  /** the call's path (GET, no path parameters) */
  path: string;
  /** the level both the screen's and the call's gate ask for */
  minLevel: number;
  /** the screen's `searchOnArrival` */
  onArrival?: true;
  /** each brand that offers the route: its default page size, the filter fields it hides, its headers of every call */
  brands: Record<string, { limit: number; hidden: string[]; headers: Record<string, string> }>;
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
  search?: {
    form?: string;
    call: string;
    pageSize?: number | { config: string };
    searchOnArrival?: boolean;
    conditionalFields?: Array<{ field: string; flag?: string; gate?: unknown }>;
  };
}

interface BrandProfileFile {
  flags?: Record<string, boolean>;
  config?: Record<string, unknown>;
}

/** A gate boot can judge on the refresh reply's level alone: `{ minLevel }` and nothing else. */
function plainMinLevel(gate: unknown): number | undefined {
  const keys = gate && typeof gate === 'object' ? Object.keys(gate) : [];
  const name = (gate as { minLevel?: unknown } | undefined)?.minLevel;
  return keys.length === 1 && typeof name === 'string' && name in LEVELS
    ? LEVELS[name as keyof typeof LEVELS]
    : undefined;
}

/** As the runtime's resolveScreen (configNumber) and searchAddress (default limit) read a search's page size. */
function defaultLimit(pageSize: number | { config: string } | undefined, config: Record<string, unknown>): number {
  const configured = typeof pageSize === 'number' ? pageSize : pageSize ? config[pageSize.config] : undefined;
  if (typeof configured === 'number') return configured;
  const n = Number(String(config.defaultPaginationLimit ?? ''));
  return Number.isInteger(n) && n > 0 ? n : 20;
}

/**
 * The early search of a search screen (EarlyLoads `searches`), or undefined when boot could not send exactly the
 * runtime's call: a gate other than a plain level, a filter field hidden by a gate, a call that is not a plain GET.
 */
export function earlySearchOf(
  screen: { route: string; gate?: unknown; flag?: string },
  search: NonNullable<ScreenDeclaration['search']>,
  call: { method: string; path: string; gate?: unknown } | undefined,
  profiles: Map<string, BrandProfileFile>,
): EarlySearch | undefined {
  const screenLevel = plainMinLevel(screen.gate);
  const callLevel = plainMinLevel(call?.gate);
  if (!call || screenLevel === undefined || callLevel === undefined) return undefined;
  if (call.method.toUpperCase() !== 'GET' || call.path.includes('{')) return undefined;
  const conditional = search.conditionalFields ?? [];
  if (conditional.some((f) => f.gate !== undefined)) return undefined;
  const brands: EarlySearch['brands'] = {};
  for (const [brand, { flags = {}, config = {} }] of profiles) {
    if (screen.flag && flags[screen.flag] !== true) continue;
    brands[brand] = {
      limit: defaultLimit(search.pageSize, config),
      hidden: conditional.filter((f) => f.flag !== undefined && flags[f.flag] !== true).map((f) => f.field),
      headers: smartcardVersionHeaders(flags),
    };
  }
  return {
    route: routePattern(screen.route),
    path: call.path,
    minLevel: Math.max(screenLevel, callLevel),
    ...(search.searchOnArrival === true ? { onArrival: true as const } : {}),
    brands,
  };
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
        const profiles = new Map<string, BrandProfileFile>();
        for (const [id] of byModule) {
          const brand = /^src\/generated\/brands\/([a-z0-9-]+)\.json$/.exec(id)?.[1];
          if (!brand) continue;
          const profile = JSON.parse(readFileSync(join(root, id), 'utf8')) as BrandProfileFile;
          brandFlags.set(brand, profile.flags ?? {});
          profiles.set(brand, profile);
        }
        const calls = JSON.parse(readFileSync(join(generated, 'api.json'), 'utf8')) as Record<
          string,
          { method: string; path: string; gate?: unknown }
        >;
        const indexSource = readFileSync(join(generated, 'screens/index.ts'), 'utf8');
        // the generated object literal is JSON but for its trailing comma
        const literal = /screenWidgetFolders[^=]*=\s*(\{[\s\S]*?\});/.exec(indexSource)?.[1];
        if (!literal) throw new Error('early-loads: screenWidgetFolders not found in src/generated/screens/index.ts');
        const folders = JSON.parse(literal.replace(/,(\s*})$/, '$1')) as Record<string, string[]>;

        const readScreen = (id: string): Partial<ScreenDeclaration> => {
          const file = join(generated, `screens/${id}.json`);
          // a route without a screen module (a page of its own) has nothing declared to start
          if (!existsSync(file)) return {};
          return (JSON.parse(readFileSync(file, 'utf8')) as { definition: ScreenDeclaration }).definition;
        };
        const routes: EarlyLoads['routes'] = [];
        const searchRoutes: string[] = [];
        const searches: EarlySearch[] = [];
        for (const { id, route, gate, flag } of shell.screens) {
          if (!route) continue;
          const { kind, search } = readScreen(id);
          // the search call boot may send, whatever level the route needs (judged on the reply)
          const early = search && earlySearchOf({ route, gate, flag }, search, calls[search.call], profiles);
          if (early) searches.push(early);
          const everyLevel = gate !== undefined && Object.keys(gate).length === 1 && gate.minLevel === LOWEST_LEVEL;
          if (!everyLevel) continue;
          const offeredBy = flag
            ? [...brandFlags].filter(([, flags]) => flags[flag] === true).map(([b]) => b)
            : undefined;
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
          searches,
          levels: { ...LEVELS },
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
