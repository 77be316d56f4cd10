// Issue 24: a screen is a module. Opening a screen loads its module (src/generated/screens/{id}.json: declaration,
// the run-time part of its calls and the texts it shows), once; nothing else of the configuration comes with it.
import { screenModules, screenWidgetFolders } from '../generated/screens/index';
import { declareCalls } from './declaredCalls';
import type { ScreenModule } from './screenModule';
import type { ScreenDefinition } from './screenTypes';

const loaded = new Map<string, ScreenDefinition>();
const pending = new Map<string, Promise<ScreenModule>>();
const replacedListeners = new Set<(definition: ScreenDefinition) => void>();
const declarations = new Map<string, Promise<ScreenModule>>();
let addTexts: ((texts: Record<string, string>) => void) | undefined;
let loadWidgets: (folders: readonly string[]) => Promise<unknown> = async () => undefined;

/**
 * Where a module's texts go (the app's i18n resources; the runtime knows no i18n instance): called for every module
 * registered from now on, before its screen can render.
 */
export function setScreenTextsHandler(handler: (texts: Record<string, string>) => void): void {
  addTexts = handler;
}

/**
 * How the registrations of widget folders load (the app's src/widgets/registerWidgets.ts; the runtime knows no
 * widget): a screen's load waits for those of the folders it names, loaded beside its module, not after it.
 */
export function setWidgetFoldersLoader(loader: (folders: readonly string[]) => Promise<unknown>): void {
  loadWidgets = loader;
}

/** Its calls and texts: what the screen's calls need to start (the call client knows a call by its module). */
function declareModule(module: ScreenModule): void {
  if (module.texts) addTexts?.(module.texts);
  declareCalls(module.calls);
}

/** Makes a screen known without loading it (tests, the catalogue): its definition, calls and texts. */
export function registerScreenModule(module: ScreenModule): void {
  declareModule(module);
  loaded.set(module.definition.id, module.definition);
}

/** The definition of a screen whose module has arrived, or undefined. */
export function loadedScreenDefinition(id: string): ScreenDefinition | undefined {
  return loaded.get(id);
}

export function isDeclaredScreen(id: string): boolean {
  return loaded.has(id) || id in screenModules;
}

/** Once per id; a failed load is forgotten, so a later try asks again. */
function once(cache: Map<string, Promise<ScreenModule>>, id: string, load: () => Promise<ScreenModule>) {
  let promise = cache.get(id);
  if (!promise) {
    promise = load();
    promise.catch(() => cache.delete(id));
    cache.set(id, promise);
  }
  return promise;
}

/**
 * `npm run dev`: the new module of an edited screen (src/app/dev/hotScreenModules.ts) takes the place of the loaded one,
 * and every screen showing it re-renders with the new declaration, keeping its state.
 */
export function replaceScreenModule(module: ScreenModule): void {
  registerScreenModule(module);
  pending.set(module.definition.id, Promise.resolve(module));
  declarations.set(module.definition.id, Promise.resolve(module));
  for (const listener of replacedListeners) listener(module.definition);
}

/** Calls `listener` with each definition replaceScreenModule brings; returns the unsubscribe. */
export function onScreenModuleReplaced(listener: (definition: ScreenDefinition) => void): () => void {
  replacedListeners.add(listener);
  return () => replacedListeners.delete(listener);
}

/**
 * A screen's module file alone, its calls and texts declared: enough to start the screen's calls (the route's
 * prefetch) while its widget folders' registrations are still on their way. Its screen waits for loadScreenModule.
 */
export function loadScreenDeclaration(id: string): Promise<ScreenModule> {
  const load = screenModules[id];
  if (!load) return Promise.reject(new Error(`Unknown screen ${id}`));
  return once(declarations, id, () =>
    load().then((module) => {
      declareModule(module);
      return module;
    }),
  );
}

/**
 * The screen's declaration, then the declaration again as the registrations of each widget folder it names arrive,
 * each folder on its own (issue 24, every call within 50 ms of the first): the route's prefetch starts what a folder
 * unlocks — its widgets' first calls, the panels its predicates admit — as soon as that folder is in, not when the
 * slowest folder of the screen is. A folder that fails to load is left out here (loadScreenModule says so).
 */
export function loadScreenParts(id: string): Promise<ScreenModule>[] {
  const declaration = loadScreenDeclaration(id);
  return [
    declaration,
    ...(screenWidgetFolders[id] ?? []).map((folder) =>
      Promise.all([declaration, loadWidgets([folder])]).then(([m]) => m),
    ),
  ];
}

/** Loads a screen's module and the registrations of the widget folders it names, once, then makes it known. */
export function loadScreenModule(id: string): Promise<ScreenModule> {
  return once(pending, id, () =>
    Promise.all(loadScreenParts(id)).then(([module]) => {
      registerScreenModule(module);
      return module;
    }),
  );
}
