// npm run test:visual (scripts/testVisual.sh) leaves no temporary folder behind (issue 32): the sandbox's data folder
// is one per run, shared by Playwright's runner and workers (each loads tests/visual/playwright.config.ts), and removed
// when the run ends, passed or failed. The script runs from a folder of its own, where the browser check is a stub
// (the real one may install chromium) and Playwright is stood in for by a script that loads the config as its runner
// and two workers would, each with the environment the runner hands down.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const stubs = mkdtempSync(join(tmpdir(), 'visual-stub-'));
const temp = mkdtempSync(join(tmpdir(), 'visual-tmp-'));
mkdirSync(join(stubs, 'scripts'));
copyFileSync(join(ROOT, 'scripts/testVisual.sh'), join(stubs, 'scripts/testVisual.sh'));
writeFileSync(join(stubs, 'scripts/ensureChromium.sh'), 'exit 0\n');

// `npx playwright test …`: the config loaded three times; each load writes a file into the data folder it names
writeFileSync(
  join(stubs, 'npx'),
  `#!/usr/bin/env bash
set -e
cd '${ROOT}'
for process in runner worker-1 worker-2; do
  node --import tsx -e "
    const config = (await import('${ROOT}/tests/visual/playwright.config.ts')).default;
    const dir = config.webServer.env.DATA_DIR;
    (await import('node:fs')).writeFileSync(dir + '/$process', 'seeded');
    console.log('DATA_DIR=' + dir);
  "
done
exit "\${STUB_EXIT:-0}"
`,
);
chmodSync(join(stubs, 'npx'), 0o755);

function run(exitCode: number) {
  const result = spawnSync('bash', ['scripts/testVisual.sh'], {
    cwd: stubs,
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${stubs}:${process.env.PATH}`,
      TMPDIR: temp,
      SKIP_BUILD: '1',
      STUB_EXIT: String(exitCode),
    },
  });
  const dirs = [...result.stdout.matchAll(/^DATA_DIR=(.+)$/gm)].map((m) => m[1]!);
  return { status: result.status, dirs, stderr: result.stderr };
}

describe('npm run test:visual', () => {
  afterAll(() => {
    rmSync(stubs, { recursive: true, force: true });
    rmSync(temp, { recursive: true, force: true });
  });

  it('gives the runner and its workers one data folder and removes it after a passing or failing run', () => {
    for (const exitCode of [0, 1]) {
      const { status, dirs, stderr } = run(exitCode);
      expect(status, stderr).toBe(exitCode);
      expect(dirs).toHaveLength(3);
      expect(new Set(dirs).size).toBe(1);
      expect(existsSync(dirs[0]!)).toBe(false);
      // (tsx keeps its cache there too)
      expect(readdirSync(temp).filter((name) => name.startsWith('console-visual-'))).toEqual([]);
    }
  }, 120_000);
});
