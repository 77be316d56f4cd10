// The OpenAPI document as `npm run generate` writes it, validated with @readme/openapi-parser: an invalid document
// fails the generation (and so `npm run generate:check`) naming what is wrong.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileErrors, validate } from '@readme/openapi-parser';
import { inlineFileRefs, type Declaration } from './declarations';
import { openApiDocument } from './openApi';

export interface OpenApiOutput {
  document: Record<string, unknown>;
  /** empty when the document is valid */
  problems: string[];
}

export async function openApiOutput(root: string, calls: Declaration[]): Promise<OpenApiOutput> {
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const document = openApiDocument({
    root,
    version,
    calls: calls.map((call) => ({
      value: call.value,
      inlined: inlineFileRefs(call.value, path.join(root, path.dirname(call.source.file))) as Record<string, unknown>,
      file: call.source.file,
    })),
  });
  return { document, problems: await openApiProblems(document) };
}

/** What @readme/openapi-parser finds wrong with the document (errors and warnings), one line each. */
export async function openApiProblems(document: Record<string, unknown>): Promise<string[]> {
  // the validator dereferences in place: it gets a copy
  const result = await validate(structuredClone(document) as never);
  if (result.valid && !result.warnings.length) return [];
  return compileErrors(result)
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => `docs/generated/openapi.json: ${line}`);
}
