// Issue 24: a screen is a module. Opening a screen loads its module (src/generated/screens/{id}.json: declaration and
// the run-time part of its calls), once; nothing else of the configuration comes with it.
import { screenModules } from '../generated/screens/index';
import { declareCalls } from './declaredCalls';
import type { ScreenModule } from './screenModule';
import type { ScreenDefinition } from './screenTypes';

const loaded = new Map<string, ScreenDefinition>();
const pending = new Map<string, Promise<ScreenModule>>();
const replacedListeners = new Set<(definition: ScreenDefinition) => void>();

/** Makes a screen known without loading it (tests, the catalogue): its definition and calls. */
export function registerScreenModule(module: ScreenModule): void {
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
    promise = load().then((module) => {
      registerScreenModule(module);
      return module;
    });
    promise.catch(() => pending.delete(id));
    pending.set(id, promise);
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
  for (const listener of replacedListeners) listener(module.definition);
}

/** Calls `listener` with each definition replaceScreenModule brings; returns the unsubscribe. */
export function onScreenModuleReplaced(listener: (definition: ScreenDefinition) => void): () => void {
  replacedListeners.add(listener);
  return () => replacedListeners.delete(listener);
}
