// The sandbox server as the load bench runs it: `node --import tsx server/main.ts` of a project folder (this one, or a
// worktree of an earlier commit for before/after figures) in its own process, so the load generator measures it from
// outside. PGlite in a fresh data folder, or the PostgreSQL database of DATABASE_URL emptied first (the server
// migrates and seeds it). Bench files only; prints nothing itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface BenchServer {
  base: string;
  /** CPU time the server process has used so far (ms, user + system; Linux /proc), undefined elsewhere */
  cpuMs(): number | undefined;
  /** the server's resident memory now and its peak so far (KB; Linux /proc), undefined elsewhere */
  memoryKb(): { rss: number; peak: number } | undefined;
  stop(): Promise<void>;
}

/** utime + stime of a process from /proc/{pid}/stat, in ms (clock ticks of 10 ms). */
function processCpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // after "pid (comm) ": state is field 0, utime field 11, stime field 12
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** VmRSS and VmHWM of a process from /proc/{pid}/status, in KB. */
function processMemoryKb(pid: number | undefined): { rss: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    const rss = field('VmRSS');
    return Number.isFinite(rss) ? { rss, peak: field('VmHWM') } : undefined;
  } catch {
    return undefined;
  }
}

/** Drops everything the server created in the database, so the next start migrates and seeds afresh. */
async function emptyDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}

export async function startSandboxServer(options: {
  root: string;
  port: number;
  databaseUrl?: string;
  /** PostgreSQL: start on the database as it is (a second server beside one that has just prepared it) */
  keepDatabase?: boolean;
  startTimeoutMs?: number;
}): Promise<BenchServer> {
  const base = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'console-load-'));
  if (options.databaseUrl && !options.keepDatabase) await emptyDatabase(options.databaseUrl);
  // LOAD_CPU_PROF=<folder>: each server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools)
  const profile = process.env.LOAD_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_CPU_PROF}`] : [];
  const server: ChildProcess = spawn('node', [...profile, '--import', 'tsx', 'server/main.ts'], {
    cwd: options.root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      SANDBOX: '1',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const cpuMs = () => processCpuMs(server.pid);
  const memoryKb = () => processMemoryKb(server.pid);
  const deadline = Date.now() + (options.startTimeoutMs ?? 300_000);
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/api/sandbox/outbox?to=nobody`)).status < 500) return { base, cpuMs, memoryKb, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the sandbox server of ${options.root} did not start on ${base}`);
}
