// The conformance pass must be able to fail (issue 31): run through Prism against a small API that answers as its
// document says, then breaks it in each way the pass must name (tests/unit/conformance/brokenApi.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  passed,
  runConformancePass,
  type PassOptions,
  type Violation,
} from '../../../scripts/conformance/conformancePass';
import { startPrism, type RunningPrism } from '../../../scripts/conformance/prism';
import { loadDocument } from '../../../scripts/conformance/report';
import { document, GOOD_TOKEN, startBrokenApi, type RunningApi } from './brokenApi';

let folder: string;
let api: RunningApi;
let prism: RunningPrism;
let dereferenced: PassOptions['document'];

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'conformance-'));
  const file = path.join(folder, 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  api = await startBrokenApi();
  prism = await startPrism(file, api.url);
  dereferenced = await loadDocument(file);
});

afterAll(async () => {
  await prism?.stop();
  await api?.close();
  rmSync(folder, { recursive: true, force: true });
});

const run = (mode: RunningApi['mode'], token = GOOD_TOKEN) => {
  api.mode = mode;
  return runConformancePass({ document: dereferenced, proxyUrl: prism.url, brand: 'southern', token });
};

const of = (violations: Violation[], operationId: string) => violations.filter((v) => v.operationId === operationId);

describe('the conformance pass', () => {
  it('passes the API while it answers as its document says', async () => {
    const result = await run('healthy');
    expect(result.violations).toEqual([]);
    expect(result.shortfall).toBeUndefined();
    expect(result.successes).toBe(result.operations);
    expect(passed(result)).toBe(true);
  });

  it('fails a run whose token was refused, in plain words', async () => {
    const result = await run('healthy', 'expired-token');
    // every 401 is declared: not one violation, and nothing checked
    expect(result.violations).toEqual([]);
    expect(result.shortfall).toBe('token refused: 8 of 8 operations answered 401; nothing was checked');
    expect(passed(result)).toBe(false);
  });

  it('fails a run in which the API answered 500 to every call', async () => {
    const result = await run('down');
    expect(result.shortfall).toBe('the API failed: 8 of 8 operations answered 500; nothing was checked');
    expect(result.violations.filter((v) => v.kind === 'well-formed')).toHaveLength(8);
    expect(
      result.violations.every((v) => v.status === 500 && /Unable to match the returned status/.test(v.message)),
    ).toBe(true);
  });

  // last: it stops Prism to read the whole of its log
  it('names each fault of a broken API', async () => {
    const { violations, ...result } = await run('broken');
    expect(passed({ violations, ...result })).toBe(false);
    expect(of(violations, 'getHealthy')).toEqual([]);
    // an undeclared 500 and an undeclared 409: Prism calls them warnings, the pass counts them
    expect(of(violations, 'getCrash')).toEqual([
      expect.objectContaining({
        status: 500,
        kind: 'well-formed',
        severity: 'Warning',
        message: expect.stringContaining('Unable to match the returned status code') as string,
      }),
    ]);
    expect(of(violations, 'createThing').filter((v) => v.kind === 'well-formed')).toEqual([
      expect.objectContaining({ status: 409, message: expect.stringContaining('document: 201,400,401') as string }),
    ]);
    expect(of(violations, 'getThing')).toEqual([
      expect.objectContaining({
        status: 200,
        location: 'response.body.result.id',
        message: expect.stringMatching(/must be integer/),
      }),
    ]);
    expect(of(violations, 'listThings')).toEqual([
      expect.objectContaining({
        location: 'response.body.result.0',
        message: expect.stringMatching(/required property 'name'/),
      }),
    ]);
    expect(of(violations, 'getExtra')).toEqual([
      expect.objectContaining({ location: 'response.body.result', message: expect.stringMatching(/found 'colour'/) }),
    ]);
    // Prism's draft 07 lets this one through; the pass's own schema check names it
    expect(of(violations, 'getVehicle')).toEqual([
      expect.objectContaining({
        source: 'schema',
        message: expect.stringMatching(/unevaluated properties; found 'wheels'/),
      }),
    ]);
    // a 501 Prism answers with a reply of its own making: only its log says so, read when it stops
    expect(of(violations, 'getUnbuilt')).toEqual([]);
    const { notImplemented } = await prism.stop();
    expect(notImplemented).toEqual(['/unbuilt']);
  });
});
