// Stoplight Prism as a validation proxy (`prism proxy DOCUMENT UPSTREAM`): every request and reply that passes
// through is checked against the OpenAPI document; what does not match is named in the `sl-violations` header.
// One thing it does not name there: when the API answers 501, Prism makes up a reply from the document instead
// (prism-core factory.ts: UPSTREAM_NOT_IMPLEMENTED → remock), a valid 2xx the pass would count as a success. Prism
// only logs it ("Upstream call to /x has returned 501"), so its log is read and the paths handed back by stop().
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { connect, createServer } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface RunningPrism {
  url: string;
  /** Ends Prism; resolves once its log is all read, with the paths the API answered 501 for (Prism mocked them). */
  stop(): Promise<{ notImplemented: string[] }>;
}

const NOT_IMPLEMENTED = /Upstream call to (\S+) has returned 501/;

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function prismBin(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('@stoplight/prism-cli/package.json');
  return path.join(path.dirname(manifest), 'dist/index.js');
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts Prism in front of `upstream` (e.g. http://127.0.0.1:8250/api); resolves once it listens. */
export async function startPrism(document: string, upstream: string, port?: number): Promise<RunningPrism> {
  const listenPort = port ?? (await freePort());
  const child = spawn(
    process.execPath,
    [
      prismBin(),
      'proxy',
      document,
      upstream,
      '-p',
      String(listenPort),
      '-h',
      '127.0.0.1',
      '--errors',
      'false',
      '-v',
      process.env.CONFORMANCE_PRISM_LOG ? 'info' : 'warn',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  const closed = new Promise((resolve) => child.once('close', resolve));
  // Prism does not log that it listens below its info level: wait until the port answers
  const deadline = Date.now() + 60_000;
  while (!(await answers(listenPort))) {
    if (exited !== undefined) throw new Error(`Prism exited (${exited}):\n${output.slice(-2000)}`);
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`Prism did not start within 60 s:\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // its per-request log is only kept on demand (CONFORMANCE_PRISM_LOG=file); the 501s are always picked out of it
  child.stdout.removeAllListeners('data');
  child.stderr.removeAllListeners('data');
  const notImplemented = new Set<string>();
  let partial = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const path = NOT_IMPLEMENTED.exec(line)?.[1];
      if (path) notImplemented.add(path);
    }
  });
  if (process.env.CONFORMANCE_PRISM_LOG) {
    const log = createWriteStream(process.env.CONFORMANCE_PRISM_LOG);
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  } else {
    child.stderr.resume();
  }
  return {
    url: `http://127.0.0.1:${listenPort}`,
    stop: async () => {
      child.kill();
      await closed;
      const path = NOT_IMPLEMENTED.exec(partial)?.[1];
      if (path) notImplemented.add(path);
      return { notImplemented: [...notImplemented] };
    },
  };
}
