// What the console registers by name (widgets, action widgets, predicates, formats, form widgets) and the i18n keys its
// resources define: the names screens, forms, the menu and t('…') calls may use. Registrations are code
// (registerWidget('x', …) in src/widgets/*/register.ts …), so they are read by loading those modules the way the
// console does, through Vite (import.meta.glob, CSS and JSX work there), not by pattern-matching the source.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ScreenCode } from './checkScreenReads';
import { filesUnder } from './declarations';

export interface RegisteredNames {
  widgets: Set<string>;
  actionWidgets: Set<string>;
  predicates: Set<string>;
  formats: Set<string>;
  /** cross-field form rules (registerFormRule) */
  formRules: Set<string>;
  /** RJSF `ui:widget` names: the runtime's registered form widgets and RJSF's own */
  formWidgets: Set<string>;
  /** RJSF `ui:field` names: the runtime's registered form fields and RJSF's own */
  formFields: Set<string>;
  /** quick-lookup shapes (registerLookupFormat) */
  lookupFormats: Set<string>;
  /** the registered predicates and derivations themselves, run on stand-ins of the replies (checkScreenReads) */
  code?: ScreenCode;
}

/** i18n key → the resource file that defines it (src/i18n/en-GB/*.json, src/runtime/i18n{,.signedIn}.en-GB.json, src/widgets/*\/i18n.en-GB.json). */
export function readI18nKeys(root: string): Map<string, string> {
  const files = [
    ...filesUnder(path.join(root, 'src/i18n/en-GB'), '.json'),
    path.join(root, 'src/runtime/i18n.en-GB.json'),
    path.join(root, 'src/runtime/i18n.signedIn.en-GB.json'),
    ...filesUnder(path.join(root, 'src/widgets'), 'i18n.en-GB.json'),
  ].filter((file) => existsSync(file));
  const keys = new Map<string, string>();
  for (const file of files) {
    for (const key of Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object))
      keys.set(key, path.relative(root, file));
  }
  return keys;
}

/** Loads the console's registration modules (a few seconds) and lists what they registered. */
export async function loadRegisteredNames(root: string): Promise<RegisteredNames> {
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const runtime = await server.ssrLoadModule('/src/runtime/registeredNames.ts');
    for (const entry of [
      '/src/widgets/registerWidgets.ts',
      '/src/app/sign-in/registerSignInWidgets.ts',
      // /change-password's widgets register with that page (docs/decisions/2460)
      '/src/app/sign-in/registerPasswordWidgets.ts',
    ]) {
      if (!existsSync(path.join(root, entry))) continue;
      const loaded = await server.ssrLoadModule(entry);
      // the widget folders' registrations load on demand in the browser (issue 24): every one of them here
      if (typeof loaded.loadAllWidgetFolders === 'function') await loaded.loadAllWidgetFolders();
    }
    const names = runtime.registeredNames() as Record<keyof RegisteredNames, string[]>;
    // the same module instances the registrations filled
    const predicates = await server.ssrLoadModule('/src/runtime/predicates.ts');
    const derivations = await server.ssrLoadModule('/src/runtime/derivations.ts');
    const code: ScreenCode = {
      predicate: (name) =>
        predicates.hasPredicate(name)
          ? (record, context) => predicates.evaluatePredicate(name, record, context) as boolean
          : undefined,
      derivation: (name) =>
        derivations.hasDerivation(name) ? (input, context) => derivations.derive(name, input, context) : undefined,
    };
    return {
      widgets: new Set(names.widgets),
      actionWidgets: new Set(names.actionWidgets),
      predicates: new Set(names.predicates),
      formats: new Set(names.formats),
      formRules: new Set(names.formRules ?? []),
      formWidgets: new Set(names.formWidgets),
      formFields: new Set(names.formFields),
      lookupFormats: new Set(names.lookupFormats),
      code,
    };
  } finally {
    await server.close();
  }
}
