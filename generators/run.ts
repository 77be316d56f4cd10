// npm run generate: writes everything under src/generated/ and docs/generated/ from brands/ and schemas/.
// npm run generate:check (--check): builds the same in memory and fails, naming each stale file.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  GenerateError,
  OUTPUT_PARTS,
  OWNED_DIRS,
  buildOutputs,
  existingOutputs,
  outputPartOf,
  type OutputPart,
} from './lib/outputs';
import { apiDeclarations, filesUnder, readApiSources } from './lib/declarations';
import { undeclaredReplies } from '../server/replyBody';

/** `parts`: only these outputs are rebuilt, compared and removed (the dev server after an edit); default all. */
export async function generate(
  root: string,
  check: boolean,
  parts: ReadonlySet<OutputPart> = new Set(OUTPUT_PARTS),
): Promise<string[]> {
  const outputs = await buildOutputs(root, parts);
  const partial = parts.size < OUTPUT_PARTS.length;
  const stale: string[] = [];
  for (const [file, content] of outputs) {
    const target = path.join(root, file);
    const current = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
    if (current === content) continue;
    stale.push(`${file}: ${current === undefined ? 'missing' : 'differs'}`);
    if (!check) {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
  }
  for (const file of existingOutputs(root)) {
    if (outputs.has(file)) continue;
    const part = outputPartOf(file);
    if (partial && (!part || !parts.has(part))) continue;
    stale.push(`${file}: no longer generated`);
    if (!check) rmSync(path.join(root, file));
  }
  if (!check) for (const dir of OWNED_DIRS) removeEmptyDirs(path.join(root, dir));
  return stale;
}

/** "Replies declared: 185 of 185 calls (…)": how much of the contract says what it answers (issue 31). */
function replyCount(root: string): string {
  const calls = apiDeclarations(readApiSources(root));
  const missing = undeclaredReplies(calls);
  const entities = filesUnder(path.join(root, 'schemas/entities'), '.schema.json').length;
  return `Replies declared: ${calls.length - missing.length} of ${calls.length} calls, ${entities} entities${
    missing.length ? `; undeclared: ${missing.join(', ')}` : ''
  }.`;
}

function removeEmptyDirs(dir: string): void {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return;
  for (const name of readdirSync(dir)) removeEmptyDirs(path.join(dir, name));
  if (readdirSync(dir).length === 0) rmdirSync(dir);
}

async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const check = process.argv.includes('--check');
  try {
    const stale = await generate(root, check);
    if (check && stale.length) {
      console.error(`Generated files are stale; run npm run generate:\n  ${stale.join('\n  ')}`);
      process.exit(1);
    }
    console.log(check ? 'Generated files are up to date.' : `Generated: ${stale.length} file(s) written or removed.`);
    console.log(replyCount(root));
  } catch (error) {
    if (error instanceof GenerateError) {
      console.error(`Generation failed:\n${error.problems.join('\n')}`);
      process.exit(1);
    }
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
