// Loading the document and printing a pass's counts, shared by `npm run conformance` and `npm run test:conformance`.
import { readFileSync } from 'node:fs';
import { dereference } from '@readme/openapi-parser';
import type { PassOptions, PassResult } from './conformancePass';

export const DOCUMENT = 'docs/generated/openapi.json';

/** The document with every $ref resolved, so each operation's schemas can be sampled on their own. */
export async function loadDocument(file = DOCUMENT): Promise<PassOptions['document']> {
  const document = JSON.parse(readFileSync(file, 'utf8')) as never;
  return (await dereference(document)) as unknown as PassOptions['document'];
}

/** One line of counts, then each violation (at most `limit`) with its request. */
export function printResult(label: string, result: PassResult, limit = 50): void {
  const statuses = Object.entries(result.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  console.log(
    `[conformance] ${label}: ${result.operations} operations, ${result.requests} requests (${statuses}), ` +
      `${result.violations.length} violations`,
  );
  for (const v of result.violations.slice(0, limit)) {
    console.log(`  ${v.operationId} (${v.kind}, ${v.status}) ${v.location}: ${v.message}\n    ${v.request}`);
  }
  if (result.violations.length > limit) console.log(`  … and ${result.violations.length - limit} more`);
}
