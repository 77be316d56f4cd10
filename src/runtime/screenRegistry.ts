// Issue 24: a screen is a module. Opening a screen loads its module (src/generated/screens/{id}.json: declaration,
// the run-time part of its calls and the texts it shows), once; nothing else of the configuration comes with it.
import { screenModules, screenWidgetFolders } from '../generated/screens/index';
import { declareCalls } from './declaredCalls';
import type { ScreenModule } from './screenModule';
import type { ScreenDefinition } from './screenTypes';

const loaded = new Map<string, ScreenDefinition>();
const pending = new Map<string, Promise<ScreenModule>>();
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

/** Makes a screen known without loading it (tests, the catalogue): its definition, calls and texts. */
export function registerScreenModule(module: ScreenModule): void {
  if (module.texts) addTexts?.(module.texts);
  loaded.set(module.definition.id, module.definition);
  declareCalls(module.calls);
}

/** The definition of a screen whose module has arrived, or undefined. */
export function loadedScreenDefinition(id: string): ScreenDefinition | undefined {
  return loaded.get(id);
}

export function isDeclaredScreen(id: string): boolean {
  return loaded.has(id) || id in screenModules;
}

/** Loads a screen's module once (a failed load is forgotten, so a later try asks again). */
export function loadScreenModule(id: string): Promise<ScreenModule> {
  let promise = pending.get(id);
  if (!promise) {
    const load = screenModules[id];
    if (!load) return Promise.reject(new Error(`Unknown screen ${id}`));
    promise = Promise.all([load(), loadWidgets(screenWidgetFolders[id] ?? [])]).then(([module]) => {
      registerScreenModule(module);
      return module;
    });
    promise.catch(() => pending.delete(id));
    pending.set(id, promise);
  }
  return promise;
}
