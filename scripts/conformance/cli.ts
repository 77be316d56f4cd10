// npm run conformance -- --base-url URL --brand B --token T [--read-only] [--document FILE] [--min-success SHARE]
// Checks any brand API against docs/generated/openapi.json: starts Prism in front of URL (the API base URL, e.g.
// https://api.southern.example/api) and sends the conformance pass through it, signed in with the access token T
// of a user of brand B. Without --read-only it also sends the writes (well-formed and bad bodies): use a test
// instance of the API, never one with real customers. Exits 1 on any violation (Prism's warnings included: an
// undeclared status is one), and when fewer than SHARE (default 0.2) of the operations answered 2xx: a refused
// token or an API failing every call checks nothing.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { passed, runConformancePass } from './conformancePass';
import { DEFAULT_MIN_SUCCESS_SHARE } from './successShortfall';
import { startPrism } from './prism';
import { DOCUMENT, loadDocument, printNotImplemented, printResult } from './report';

const USAGE =
  'usage: npm run conformance -- --base-url https://api.brand.example/api --brand southern --token ACCESS_TOKEN [--read-only] [--min-success 0.2]';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    brand: { type: 'string' },
    token: { type: 'string' },
    'read-only': { type: 'boolean', default: false },
    document: { type: 'string', default: DOCUMENT },
    port: { type: 'string' },
    'min-success': { type: 'string', default: String(DEFAULT_MIN_SUCCESS_SHARE) },
  },
});

const baseUrl = values['base-url'];
const minSuccessShare = Number(values['min-success']);
if (
  !baseUrl ||
  !values.brand ||
  !values.token ||
  !/^https?:\/\/[^/]/.test(baseUrl) ||
  !(minSuccessShare >= 0 && minSuccessShare <= 1)
) {
  console.error(USAGE);
  process.exit(2);
}

const started = performance.now();
const prism = await startPrism(
  values.document,
  baseUrl.replace(/\/+$/, ''),
  values.port ? Number(values.port) : undefined,
);
try {
  const result = await runConformancePass({
    document: await loadDocument(values.document),
    proxyUrl: prism.url,
    brand: values.brand,
    token: values.token,
    readOnly: values['read-only'],
    minSuccessShare,
    // the pass's own session must survive it
    skip: (operation) => operation.operationId === 'signOut',
  });
  printResult(`${values.brand} at ${baseUrl}`, result);
  console.log(`[conformance] ${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.exitCode = passed(result) ? 0 : 1;
} finally {
  const { notImplemented } = await prism.stop();
  printNotImplemented(notImplemented);
  if (notImplemented.length) process.exitCode = 1;
}
