// `npm run dev` for the browser tests of the workbench (workbench.spec.ts): a copy of the project in a temporary folder,
// whose brand and screen files a test may edit, with the dev server started in it on a free port and its terminal
// output kept for the test to wait on. The copy's node_modules is a folder of links to the project's packages, so
// Vite's dependency cache (node_modules/.vite) is the copy's own.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT = fileURLToPath(new URL('../..', import.meta.url));
const LEFT_OUT = new Set(['node_modules', '.git', 'dist', 'test-results', '.data', 'tests']);

export interface DevServer {
  /** the copy's folder */
  root: string;
  /** http://127.0.0.1:{port} */
  base: string;
  /** everything the server printed so far (stdout and stderr) */
  output(): string;
  /** resolves once the output, from `from` on, matches `pattern`; the match's text */
  waitFor(pattern: RegExp, from?: number, timeoutMs?: number): Promise<string>;
  /** edits a file of the copy (a path relative to its root) */
  edit(file: string, change: (text: string) => string): void;
  stop(): Promise<void>;
}

/** `env`: more of the server's environment (BRANDS: fewer brands, a shorter seed). */
export async function startDevServer(env: Record<string, string> = {}): Promise<DevServer> {
  const folder = mkdtempSync(join(tmpdir(), 'console-workbench-'));
  const root = join(folder, 'project');
  cpSync(PROJECT, root, {
    recursive: true,
    filter: (source) => !LEFT_OUT.has(relative(PROJECT, source).split('/')[0]!),
  });
  const packages = realpathSync(join(PROJECT, 'node_modules'));
  mkdirSync(join(root, 'node_modules'));
  for (const name of readdirSync(packages))
    if (name !== '.vite' && name !== '.cache') symlinkSync(join(packages, name), join(root, 'node_modules', name));

  let output = '';
  const server: ChildProcess = spawn('node', ['--import', 'tsx', 'server/main.ts', '--dev'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(folder, 'data'),
      DATABASE_URL: '',
      SANDBOX: '1',
      DEPLOYMENT_FILE: '',
      FORCE_COLOR: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const listeners = new Set<() => void>();
  const take = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  server.stdout!.on('data', take);
  server.stderr!.on('data', take);
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

  const waitFor = (pattern: RegExp, from = 0, timeoutMs = 60_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output.slice(from));
        if (!match) return false;
        listeners.delete(check);
        clearTimeout(timer);
        resolve(match[0]);
        return true;
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(
          new Error(
            `the dev server did not print ${pattern} within ${timeoutMs} ms; it printed:\n${output.slice(from)}`,
          ),
        );
      }, timeoutMs);
      if (!check()) listeners.add(check);
    });

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      // it closes the API and the database first; a page still connected can hold that up: then at once
      const slow = setTimeout(() => server.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(slow);
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const ready = await waitFor(/Rail back-office console: (http:\/\/[^/\s]+)\//, 0, 300_000);
    const base = /http:\/\/[^/\s]+/.exec(ready)![0];
    return {
      root,
      base,
      output: () => output,
      waitFor,
      edit: (file, change) => writeFileSync(join(root, file), change(readFileSync(join(root, file), 'utf8'))),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
