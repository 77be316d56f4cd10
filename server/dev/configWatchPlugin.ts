// `npm run dev`: an edit under brands/ or schemas/ regenerates what depends on it (only that part of
// generators/run.ts) and shows it on the open page: a screen edit in place, through the screen registry
// (server/dev/devUpdateFor.ts says what can be), a brand edit by reloading the pages that use that brand, anything else
// with a reload the session survives (refresh cookie + session storage); the sandbox API is handed the regenerated
// brand profiles. Then config:check runs (generators/configCheck.ts) and its problems, file:line as in the terminal,
// show as Vite's error overlay until an edit fixes them; so do the generator's, until a regeneration succeeds. Each
// step's time is printed, and the browser reports when the screen is back.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { HotPayload, Plugin, ViteDevServer } from 'vite';
import { Worker } from 'node:worker_threads';
import { generate } from '../../generators/run';
import { GenerateError, type OutputPart } from '../../generators/lib/outputs';
import { partsAffectedBy } from '../../generators/lib/partsAffectedBy';
import {
  WORKBENCH_CLEAR_EVENT,
  WORKBENCH_READY_EVENT,
  WORKBENCH_RELOAD_EVENT,
  WORKBENCH_SHOWN_EVENT,
  WORKBENCH_UPDATE_EVENT,
  type WorkbenchReload,
  type WorkbenchShown,
  type WorkbenchUpdate,
} from '../../src/app/dev/workbenchEvents';
import { brandProfilesIn, devUpdateFor, VITE_HOT_OUTPUTS } from './devUpdateFor';

const WATCHED = /^(brands|schemas)\//;
const GENERATED = /^(src|docs)\/generated\//;

/** The overlay's text: what config:check or the generator said, one problem a line. */
export function overlayMessage(source: 'config:check' | 'generate', problems: string[]): string {
  return `${source} found ${problems.length} problem(s):\n${problems.join('\n')}`;
}

export interface ConfigWatchOptions {
  /** called with the brands whose generated profile an edit changed, before any page is told (the sandbox API's) */
  onBrandProfiles?(brands: string[]): void;
}

export function configWatchPlugin(root: string, options: ConfigWatchOptions = {}): Plugin {
  let server: ViteDevServer;
  let checker: Worker;
  let checks = 0;
  const waiting = new Map<number, (errors: string[]) => void>();
  const runCheck = () =>
    new Promise<string[]>((resolve) => {
      const id = ++checks;
      waiting.set(id, resolve);
      checker.postMessage(id);
    });
  // What the overlay shows: the generator's problems while the last regeneration failed (the page shows the files
  // before them), else config:check's. Kept apart: a check that finds nothing does not clear a failed generation.
  let generateProblem: string | undefined;
  let checkProblem: string | undefined;
  const problem = () => generateProblem ?? checkProblem;
  /** when the first edit not yet regenerated was saved (performance.now) */
  let editedAt: number | undefined;
  /**
   * The regeneration the page is now showing: from which save, and its number. `own`: a hot update of screen modules,
   * which the page reports with its number (a report of an earlier update's Vite module update does not count).
   */
  let awaited: { since: number; edit: number; own: boolean } | undefined;
  let edits = 0;
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const log = (message: string) => server.config.logger.info(`[workbench] ${message}`, { timestamp: true });
  // Only to pages connected now. With none, Vite keeps an error or a reload for the next page that connects, whatever
  // came after it (a fix, a clean check): that page would show a problem already fixed, or reload at once. A page
  // that connects is shown the problem standing then (configureServer below).
  const toOpenPages = (payload: HotPayload) => {
    if (server.ws.clients.size > 0) server.ws.send(payload);
  };
  const showProblem = () => {
    const message = problem();
    if (message !== undefined) toOpenPages({ type: 'error', err: { message, stack: '' } });
  };

  async function regenerate(files: string[]): Promise<void> {
    const started = editedAt ?? performance.now();
    editedAt = undefined;
    const parts = new Set<OutputPart>(files.flatMap((file) => [...partsAffectedBy(file)]));
    const label = files.length === 1 ? files[0] : `${files.length} files`;
    let written: string[] = [];
    try {
      written = await generate(root, false, parts);
    } catch (error) {
      if (!(error instanceof GenerateError)) throw error;
      generateProblem = overlayMessage('generate', error.problems);
      log(`${label}: ${generateProblem}`);
      showProblem();
      // the files changed: a check under way read them before, and its answer is not about them
      void check();
      return;
    }
    const generatedMs = performance.now() - started;
    const hadProblem = problem() !== undefined;
    generateProblem = undefined;
    const outputs = written.map((entry) => entry.split(': ')[0]);
    // what the page asks for next (an import again, or after the reload) is built from the new files, even before
    // Vite's watcher has seen them change
    for (const file of outputs) {
      for (const module of server.moduleGraph.getModulesByFile(path.join(root, file)) ?? [])
        server.moduleGraph.invalidateModule(module);
    }
    // the sandbox API answers with the new profiles before any page asks again
    const profiles = brandProfilesIn(written);
    if (profiles.length) options.onBrandProfiles?.(profiles);
    const update = devUpdateFor(written);
    let shown = '';
    if (update.kind === 'hot' || (update.kind === 'none' && hadProblem)) {
      const screens = update.kind === 'hot' ? update.screens : [];
      checkProblem = undefined;
      awaited = { since: started, edit: ++edits, own: screens.length > 0 };
      sendUpdate(screens);
      shown =
        update.kind === 'none' ? ', overlay closed' : `, hot update${screens.length ? ` (${screens.join(', ')})` : ''}`;
    } else if (update.kind === 'reload') {
      checkProblem = undefined;
      awaited = { since: started, edit: ++edits, own: false };
      if (update.brands) {
        // only the pages that loaded one of these profiles reload (src/app/dev/brandReload.ts)
        const data: WorkbenchReload = { brands: update.brands };
        server.ws.send({ type: 'custom', event: WORKBENCH_RELOAD_EVENT, data });
        shown = `, pages of ${update.brands.join(', ')} reloaded`;
      } else {
        toOpenPages({ type: 'full-reload', path: '*' });
        shown = ', page reloaded';
      }
    }
    log(
      `${label} → ${written.length ? `${outputs.length > 4 ? `${outputs.length} generated files` : outputs.join(', ')} [${[...parts].join(', ')}]` : 'no generated file changed'} in ${generatedMs.toFixed(0)} ms${shown}`,
    );
    void check();
  }

  /** The page imports these screens' modules again from the new files and closes the overlay (hotScreenModules.ts). */
  function sendUpdate(screens: string[]): void {
    const timestamp = Date.now();
    const data: WorkbenchUpdate = {
      edit: edits,
      // the query is Vite's own for a module imported again: `import` (a JSON file as a module), `t` (a new version)
      screens: screens.map((id) => ({
        id,
        url: `${server.config.base}src/generated/screens/${id}.json?import&t=${timestamp}`,
      })),
    };
    server.ws.send({ type: 'custom', event: WORKBENCH_UPDATE_EVENT, data });
  }

  /** One config:check at a time, after the regeneration that asked for it; edits meanwhile ask for one more. */
  let checking = false;
  let checkAgain = false;
  async function check(): Promise<void> {
    if (checking) {
      checkAgain = true;
      return;
    }
    checking = true;
    try {
      do {
        checkAgain = false;
        const checkStarted = performance.now();
        const errors = await runCheck();
        const checkMs = (performance.now() - checkStarted).toFixed(0);
        // an edit was regenerated meanwhile, so this answer may be about the files before it: the next run's counts
        // (else an overlay the edit has just closed would come back for a moment)
        if (checkAgain) {
          log(`config:check ${checkMs} ms, files changed meanwhile: again`);
          continue;
        }
        if (errors.length) {
          checkProblem = overlayMessage('config:check', errors);
          log(`${checkProblem}\n(config:check ${checkMs} ms)`);
          showProblem();
        } else {
          log(`config:check clean in ${checkMs} ms`);
          const shownBefore = problem();
          checkProblem = undefined;
          // an overlay still up (a fix that changed no generated file) is closed, unless the generator's problem stands
          if (shownBefore !== undefined && generateProblem === undefined) sendUpdate([]);
        }
      } while (checkAgain);
    } finally {
      checking = false;
    }
  }

  function schedule(absolute: string) {
    const file = path.relative(root, absolute).split(path.sep).join('/');
    if (!WATCHED.test(file) || file.endsWith('.md')) return;
    // a check under way may have read the files before this save: its answer is not taken, it runs again
    if (checking) checkAgain = true;
    editedAt ??= performance.now();
    pending.add(file);
    // an editor's save can touch a file twice; a branch switch touches many: one regeneration for the lot
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = [...pending];
      pending = new Set();
      running = running.then(() => regenerate(files)).catch((error: unknown) => log(`failed: ${String(error)}`));
    }, 30);
  }

  return {
    name: 'workbench-config-watch',
    apply: 'serve',
    configureServer(devServer) {
      server = devServer;
      // the worker is TypeScript: tsx's loader is registered in it before the module is imported
      const workerUrl = new URL('./configCheckWorker.ts', import.meta.url).href;
      checker = new Worker(
        `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl)}); })`,
        { eval: true, workerData: { root } },
      );
      checker.on('message', (message: { id?: number; errors?: string[]; note?: string }) => {
        if (message.note) log(message.note);
        if (message.id !== undefined) waiting.get(message.id)?.(message.errors ?? []);
        waiting.delete(message.id ?? -1);
      });
      checker.unref();
      // once at start: a problem already there shows at once, and the worker is warm for the first edit
      void check();
      // the generator too (a run that writes nothing): the brand, screen and call files are parsed once, so an edit
      // re-parses only itself (generators/lib/yamlSource.ts)
      running = running
        .then(() => generate(root, true, new Set<OutputPart>(['brands', 'screens', 'modules'])))
        .then(
          () => undefined,
          () => undefined,
        );
      server.httpServer?.once('close', () => void checker.terminate());
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, schedule);
      // a page that (re)connects while a problem stands is shown it at once
      server.ws.on('connection', () => setTimeout(showProblem, 50));
      // and once its workbench code is in, what stands then: it may have missed the fix that closed the overlay
      server.ws.on(WORKBENCH_READY_EVENT, (_data: unknown, client: { send(payload: HotPayload): void }) => {
        const message = problem();
        client.send(
          message === undefined
            ? { type: 'custom', event: WORKBENCH_CLEAR_EVENT }
            : { type: 'error', err: { message, stack: '' } },
        );
      });
      server.ws.on(WORKBENCH_SHOWN_EVENT, (data: WorkbenchShown) => {
        if (!awaited || (awaited.own && data.edit !== awaited.edit)) return;
        log(`edit to screen: ${(performance.now() - awaited.since).toFixed(0)} ms (${data.path})`);
        awaited = undefined;
      });
    },
    // the generator's own writes are shown by regenerate() above, not module by module as they land: the screen
    // modules by the workbench's update, the rest by one reload; only the shell's manifest and the catalogue's inputs
    // go Vite's own way (their importers are React components, refreshed in place)
    handleHotUpdate({ file }) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      if (GENERATED.test(relative) && !VITE_HOT_OUTPUTS.includes(relative)) return [];
      return undefined;
    },
  };
}
