// npm run config:check: brand files, screen definitions and call declarations, each problem as
// `file:line key.path: message`. Exits 1 on any problem.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBrandSchema } from './lib/brandSchema';
import { loadBrandSources } from './lib/brandSources';
import { checkBrands, knownNamesOf } from './lib/checkBrands';
import { checkDeclarations } from './lib/checkDeclarations';
import { apiDeclarations, readApiSources, readScreenSources, screenDeclarations } from './lib/declarations';
import { formatProblem } from './lib/problems';
import { checkSchemaBounds } from './lib/schemaBounds';

export interface ConfigCheckResult {
  errors: string[];
  notes: string[];
}

export function configCheck(root: string): ConfigCheckResult {
  const schema = readBrandSchema(root);
  const errors = checkBrands(root, loadBrandSources(root), schema);
  const screenSources = readScreenSources(root);
  const apiSources = readApiSources(root);
  const { problems, notes } = checkDeclarations(
    root,
    { screenSources, screens: screenDeclarations(screenSources), apiSources, calls: apiDeclarations(apiSources) },
    knownNamesOf(schema),
  );
  // issue 9: unbounded integers and strings reach the database as 500s
  problems.push(...checkSchemaBounds(root));
  return { errors: [...errors, ...new Set(problems.map(formatProblem))], notes };
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { errors, notes } = configCheck(root);
  for (const note of notes) console.warn(note);
  if (errors.length) {
    console.error(`config:check found ${errors.length} problem(s):\n${errors.join('\n')}`);
    process.exit(1);
  }
  console.log('config:check: brands, screens and calls are consistent.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
