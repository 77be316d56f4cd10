// npm run test:conformance: the conformance pass in CI. Starts the sandbox on a fresh PGlite (the API tests' seeded
// dump) and Prism in front of it, signs in as HQ and as BASIC of one brand through the real second factor, sends
// the pass (scripts/conformance/conformancePass.ts) for each, prints the counts and the time, and exits 1 on any
// violation or when too few calls answered 2xx. CONFORMANCE_BRAND picks the brand (default southern).
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { signIn } from '../../tests/api/support/client';
import { openTestDatabase } from '../../tests/api/support/testDatabase';
import { passed, runConformancePass } from './conformancePass';
import { startPrism } from './prism';
import { DOCUMENT, loadDocument, printNotImplemented, printResult } from './report';

const started = performance.now();
const brand = process.env.CONFORMANCE_BRAND ?? 'southern';
const database = await openTestDatabase('pglite');
const app = await buildApp({ db: database.db, sandbox: true, distDir: null });
let exitCode = 1;
try {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const prism = await startPrism(DOCUMENT, `${address}/api`);
  let failed = false;
  try {
    const document = await loadDocument();
    let violations = 0;
    for (const level of ['hq', 'basic']) {
      const session = await signIn(app, `${level}@${brand}.example`);
      const result = await runConformancePass({
        document,
        proxyUrl: prism.url,
        brand,
        token: session.accessToken,
        skip: (operation) => operation.operationId === 'signOut',
      });
      printResult(`${level.toUpperCase()} of ${brand}`, result);
      violations += result.violations.length;
      failed ||= !passed(result);
    }
    console.log(
      `[conformance] ${violations} violations in all; ${((performance.now() - started) / 1000).toFixed(1)} s (sandbox, Prism and both passes)`,
    );
  } finally {
    const { notImplemented } = await prism.stop();
    printNotImplemented(notImplemented);
    exitCode = failed || notImplemented.length ? 1 : 0;
  }
} finally {
  await app.close();
  await database.dispose();
}
process.exit(exitCode);
