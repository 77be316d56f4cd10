// `npm run dev`: an edit under brands/ or schemas/ regenerates what depends on it (only that part of
// generators/run.ts) and reloads the open page (the session survives: refresh cookie + session storage); then
// config:check runs (generators/configCheck.ts) and its problems, file:line as in the terminal, show as Vite's error
// overlay until an edit fixes them. Each step's time is printed, and the browser reports when the screen is back.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Plugin, ViteDevServer } from 'vite';
import { Worker } from 'node:worker_threads';
import { generate } from '../../generators/run';
import { GenerateError, type OutputPart } from '../../generators/lib/outputs';
import { partsAffectedBy } from '../../generators/lib/partsAffectedBy';
import { WORKBENCH_SHOWN_EVENT } from '../../src/app/dev/workbenchEvents';

const WATCHED = /^(brands|schemas)\//;
const GENERATED = /^(src|docs)\/generated\//;
/** outputs a hot update can carry: the screens (React Fast Refresh) and where they are declared (the catalogue) */
const HOT_OUTPUTS = ['src/generated/screens.json', 'src/generated/screenSources.json'];

/** The overlay's text: what config:check or the generator said, one problem a line. */
export function overlayMessage(source: 'config:check' | 'generate', problems: string[]): string {
  return `${source} found ${problems.length} problem(s):\n${problems.join('\n')}`;
}

export function configWatchPlugin(root: string): Plugin {
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
  let problem: string | undefined;
  /** when the edit now being shown was saved (performance.now), until the browser reports the screen */
  let editedAt: number | undefined;
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const log = (message: string) => server.config.logger.info(`[workbench] ${message}`, { timestamp: true });
  const showProblem = () => problem && server.ws.send({ type: 'error', err: { message: problem, stack: '' } });

  async function regenerate(files: string[]): Promise<void> {
    const started = editedAt ?? performance.now();
    const parts = new Set<OutputPart>(files.flatMap((file) => [...partsAffectedBy(file)]));
    const label = files.length === 1 ? files[0] : `${files.length} files`;
    let written: string[] = [];
    try {
      written = await generate(root, false, parts);
    } catch (error) {
      if (!(error instanceof GenerateError)) throw error;
      problem = overlayMessage('generate', error.problems);
      log(`${label}: ${problem}`);
      showProblem();
      editedAt = undefined;
      return;
    }
    const generatedMs = performance.now() - started;
    const hadProblem = problem !== undefined;
    // a screen edit reaches the page as a hot update of screens.json (React Fast Refresh keeps the page's state);
    // brands, forms and calls are read once per page, so those need the reload
    const hot = written.length > 0 && written.every((entry) => HOT_OUTPUTS.includes(entry.split(':')[0]));
    if (hot) {
      problem = undefined;
      editedAt = started;
    } else if (written.length || hadProblem) {
      // the written files are read again on the next request, then one reload shows them all
      for (const file of written) {
        for (const module of server.moduleGraph.getModulesByFile(path.join(root, file.split(':')[0])) ?? [])
          server.moduleGraph.invalidateModule(module);
      }
      problem = undefined;
      editedAt = started;
      server.ws.send({ type: 'full-reload', path: '*' });
    } else {
      editedAt = undefined;
    }
    log(
      `${label} → ${written.length ? `${written.length} generated file(s) [${[...parts].join(', ')}]` : 'no generated file changed'} in ${generatedMs.toFixed(0)} ms${hot ? ', hot update' : written.length || hadProblem ? ', page reloaded' : ''}`,
    );
    void check();
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
        if (errors.length) {
          problem = overlayMessage('config:check', errors);
          log(`${problem}\n(config:check ${checkMs} ms)`);
          showProblem();
        } else {
          log(`config:check clean in ${checkMs} ms`);
          // an overlay still up (a fix that changed no generated file) goes with a reload
          if (problem !== undefined) server.ws.send({ type: 'full-reload', path: '*' });
          problem = undefined;
        }
      } while (checkAgain);
    } finally {
      checking = false;
    }
  }

  function schedule(absolute: string) {
    const file = path.relative(root, absolute).split(path.sep).join('/');
    if (!WATCHED.test(file) || file.endsWith('.md')) return;
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
      server.httpServer?.once('close', () => void checker.terminate());
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, schedule);
      // a page that (re)connects while a problem stands is shown it at once
      server.ws.on('connection', () => setTimeout(showProblem, 50));
      server.ws.on(WORKBENCH_SHOWN_EVENT, (data: { path?: string }) => {
        if (editedAt === undefined) return;
        log(`edit to screen: ${(performance.now() - editedAt).toFixed(0)} ms (${data?.path ?? ''})`);
        editedAt = undefined;
      });
    },
    // the generator's own writes are shown by the one reload above, not module by module as they land
    handleHotUpdate({ file }) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      if (GENERATED.test(relative) && !HOT_OUTPUTS.includes(relative)) return [];
      return undefined;
    },
  };
}
