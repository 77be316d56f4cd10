// npm run config:check: brand files, screen definitions and call declarations, each problem as
// `file:line key.path: message`; and the names screens, forms, the menu and t('…') calls use (i18n keys, widgets,
// predicates, formats) against the resources and the console's registrations; the quick-lookup declarations; what
// screens read (columns, fields, templates, predicates …) against the declared replies. Exits 1 on any problem.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBrandSchema } from './lib/brandSchema';
import { loadBrandSources } from './lib/brandSources';
import { checkBrands, knownNamesOf } from './lib/checkBrands';
import { checkDeclarations } from './lib/checkDeclarations';
import { checkDisplayTexts } from './lib/checkDisplayTexts';
import { checkLookups } from './lib/checkLookups';
import { checkNamesUsed } from './lib/checkNamesUsed';
import { checkScreenReads, readI18nTexts } from './lib/checkScreenReads';
import { apiDeclarations, readApiSources, readScreenSources, screenDeclarations } from './lib/declarations';
import { formatProblem } from './lib/problems';
import { loadRegisteredNames, readI18nKeys, type RegisteredNames } from './lib/registeredNames';
import { checkSchemaBounds } from './lib/schemaBounds';

export interface ConfigCheckResult {
  errors: string[];
  notes: string[];
  /** issue 31: how many places screens read were checked against a declared reply, and how many skipped (and why) */
  screenReads?: { checked: number; skipped: number; undeclared: string[] };
}

/** `registered`: what the console registers (loadRegisteredNames); without it the names used are not checked. */
export function configCheck(root: string, registered?: RegisteredNames): ConfigCheckResult {
  const schema = readBrandSchema(root);
  const errors = checkBrands(root, loadBrandSources(root), schema);
  const screenSources = readScreenSources(root);
  const apiSources = readApiSources(root);
  const knownNames = knownNamesOf(schema);
  const { problems, notes } = checkDeclarations(
    root,
    { screenSources, screens: screenDeclarations(screenSources), apiSources, calls: apiDeclarations(apiSources) },
    knownNames,
  );
  const screens = screenDeclarations(screenSources);
  const i18nKeys = readI18nKeys(root);
  if (registered && !notes.length)
    problems.push(...checkNamesUsed(root, screens, i18nKeys, registered, knownNames.config));
  // issue 21: the quick lookup's declared fields and shapes
  if (!notes.length) problems.push(...checkLookups(root, screens, registered?.lookupFormats));
  // issue 9: unbounded integers and strings reach the database as 500s
  problems.push(...checkSchemaBounds(root));
  // issue 22: raw codes on screen (a choice list without texts, a date without a format)
  if (!notes.length) problems.push(...checkDisplayTexts(root, screens));
  // issue 31: what screens read (columns, fields, templates, predicates, lookups …) is in the reply that gives it
  let screenReads: ConfigCheckResult['screenReads'];
  if (!notes.length) {
    const reads = checkScreenReads(root, screens, apiDeclarations(apiSources), {
      code: registered?.code,
      texts: readI18nTexts(root, i18nKeys),
    });
    problems.push(...reads.problems);
    screenReads = { checked: reads.checked, skipped: reads.skipped, undeclared: reads.undeclared };
  }
  return { errors: [...errors, ...new Set(problems.map(formatProblem))], notes, screenReads };
}

async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { errors, notes, screenReads } = configCheck(root, await loadRegisteredNames(root));
  for (const note of notes) console.warn(note);
  if (screenReads) {
    const { checked, skipped, undeclared } = screenReads;
    const calls = undeclared.length ? `: ${undeclared.join(', ')}` : '';
    console.log(`config:check: ${checked} screen reads checked, ${skipped} skipped (call declares no reply)${calls}`);
  }
  if (errors.length) {
    console.error(`config:check found ${errors.length} problem(s):\n${errors.join('\n')}`);
    process.exit(1);
  }
  console.log('config:check: brands, screens, calls, forms, menu and texts are consistent.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
