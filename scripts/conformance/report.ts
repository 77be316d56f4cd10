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

/** `3 Error, 86 Warning` */
function severities(result: PassResult): string {
  const counts = new Map<string, number>();
  for (const v of result.violations) counts.set(v.severity, (counts.get(v.severity) ?? 0) + 1);
  return [...counts].map(([severity, n]) => `${n} ${severity}`).join(', ');
}

/** One line of counts, the shortfall if any, then each violation (at most `limit`) with its request. */
export function printResult(label: string, result: PassResult, limit = 50): void {
  const statuses = Object.entries(result.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  const found = result.violations.length ? ` (${severities(result)})` : '';
  console.log(
    `[conformance] ${label}: ${result.operations} operations, ${result.requests} requests (${statuses}), ` +
      `${result.successes} operations answered 2xx, ${result.violations.length} violations${found} ` +
      '(every Prism violation, warnings included, and the reply schema check)',
  );
  if (result.shortfall) console.log(`[conformance] FAILED: ${result.shortfall}`);
  for (const v of result.violations.slice(0, limit)) {
    const by = v.source === 'schema' ? ', missed by Prism' : '';
    console.log(
      `  ${v.operationId} (${v.kind}, ${v.status}, ${v.severity}${by}) ${v.location}: ${v.message}\n    ${v.request}`,
    );
  }
  if (result.violations.length > limit) console.log(`  … and ${result.violations.length - limit} more`);
}

/** The calls the API answered 501 for, which Prism answered with a reply of its own making (prism.ts). */
export function printNotImplemented(paths: string[]): void {
  if (!paths.length) return;
  console.log(
    `[conformance] FAILED: the API answered 501 (not implemented) to ${paths.length} call${paths.length === 1 ? '' : 's'}, and Prism answered ` +
      `them with replies made up from the document: ${paths.join(', ')}`,
  );
}
