// Vitest's global set-up: the API suites' seeded PGlite dump is built here, once, before any suite starts — not inside
// the first suite's beforeAll, whose hook timeout a slow seed (a busy machine, a changed seed) would run out.
import { ensureSeededDump } from './testDatabase';

export default async function setup(): Promise<void> {
  const selected = process.argv.slice(2).filter((arg) => !arg.startsWith('-') && arg !== 'run');
  // a run of only non-API files (a widget's tests) does not need the database
  if (selected.length > 0 && !selected.some((arg) => arg.includes('tests/api'))) return;
  await ensureSeededDump();
}
