/**
 * API under load (issue 24; prints figures, asserts nothing): requests/s, p50 and p99 of the calls the busiest screens
 * make, LOAD_CONNECTIONS connections (20) for LOAD_SECONDS seconds (15) each, measured from outside with autocannon
 * against the sandbox server in its own process, signed in as HQ of southern, asking for compressed replies as the
 * browser does. On PGlite, and on PostgreSQL too when DATABASE_URL is set (that database is emptied and seeded).
 * Also the server's own CPU time per request (Linux): on a shared machine the latencies follow the other load, that
 * figure much less.
 *   npx tsx tests/bench/apiLoad.ts                         (or BENCH_PARTS=load npm run bench)
 *   LOAD_BEFORE=/work/wt/other-worktree npx tsx …          the same calls on the server of another checkout, side by side
 *   LOAD_PORT=8280                                         this checkout's server; the other one's on LOAD_PORT + 1
 *   LOAD_ROUNDS=3                                          every scenario measured that many times (median printed)
 *   LOAD_WARMUP=3                                          seconds of the same load before each measurement, not counted
 *   LOAD_ONLY=smartcard,search                             only the scenarios whose name has one of these words
 *   LOAD_CPU_PROF=/tmp/prof                                each server's V8 CPU profile (node --cpu-prof), written at the end
 * With LOAD_BEFORE both servers run at once and each scenario is measured on one and then the other, so the two
 * columns share the machine's state of that minute.
 */
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { addDays } from '../../src/domain/keyGoTapWindow';
import { londonToday } from '../../src/domain/londonToday';
import { weekStartOf } from '../../src/domain/weekStartOf';
import { signIn } from '../api/support/client';
import { startSandboxServer, type BenchServer } from './benchServer';
import { overHttp } from './overHttp';

const root = join(import.meta.dirname, '../..');
const before = process.env.LOAD_BEFORE;
const port = Number(process.env.LOAD_PORT ?? 8280);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 20);
const seconds = Number(process.env.LOAD_SECONDS ?? 15);
const rounds = Number(process.env.LOAD_ROUNDS ?? 1);
const warmup = Number(process.env.LOAD_WARMUP ?? 3);
const HQ = 'hq@southern.example';
const HEAVY = 93003009; // keyGoHeavy: 40 taps a day for 8 weeks
const ORDINARY = 93003001; // keyGoActive
const ORDER = 90003001;
const SMARTCARD = 91003001;

// the last whole week: 7 days of taps (this week may have begun today)
const lastWeekStart = addDays(weekStartOf(londonToday()), -7);
const week = `startDate=${lastWeekStart}&endDate=${addDays(lastWeekStart, 6)}`;

interface Scenario {
  name: string;
  paths: string[];
  /** sends the ETag of the first reply back as If-None-Match (the console's revalidation) */
  revalidate?: boolean;
}

const allScenarios: Scenario[] = [
  { name: `KeyGo week, heavy customer ${HEAVY}`, paths: [`/api/smartcard/${HEAVY}/keygo/journey-history?${week}`] },
  {
    name: `  … revalidated (If-None-Match)`,
    paths: [`/api/smartcard/${HEAVY}/keygo/journey-history?${week}`],
    revalidate: true,
  },
  {
    name: `KeyGo week, ordinary customer ${ORDINARY}`,
    paths: [`/api/smartcard/${ORDINARY}/keygo/journey-history?${week}`],
  },
  { name: 'customer search (surname prefix)', paths: ['/api/admin/customers?surname=Sm'] },
  {
    name: `order page ${ORDER} (order, payment trail, fulfilment, e-mails)`,
    paths: [
      `/api/orders/${ORDER}`,
      `/api/orders/${ORDER}/payment/trail`,
      `/api/orders/${ORDER}/fulfilment-status`,
      `/api/orders/${ORDER}/emails/`,
    ],
  },
  { name: `smartcard page ${SMARTCARD} (GET …/smartcard)`, paths: [`/api/customers/${SMARTCARD}/smartcard`] },
];

const only = process.env.LOAD_ONLY?.split(',').map((w) => w.trim().toLowerCase());
const scenarios = only ? allScenarios.filter((s) => only.some((w) => s.name.toLowerCase().includes(w))) : allScenarios;

interface Figures {
  /** server CPU per request: what the server itself spent, less sensitive to a busy machine than the latencies */
  cpuMs?: number;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  failed: number;
}

async function measure(server: BenchServer, token: string, scenario: Scenario): Promise<Figures | undefined> {
  const base = server.base;
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
  // every path must answer before it is loaded: a 4xx measured fast is no figure
  for (const path of scenario.paths) {
    const res = await fetch(`${base}${path}`, { headers });
    if (!res.ok) throw new Error(`${path} answered ${res.status} ${await res.text()}`);
    if (scenario.revalidate) {
      const etag = res.headers.get('etag');
      if (!etag) return undefined;
      headers['if-none-match'] = etag;
    }
  }
  const load = {
    url: base,
    connections,
    headers,
    requests: scenario.paths.map((path) => ({ method: 'GET' as const, path })),
  };
  // the same load first, not counted: the code it runs is compiled and its caches filled before the clock starts
  if (warmup > 0) await autocannon({ ...load, duration: warmup });
  const cpuBefore = server.cpuMs();
  const result = await autocannon({ ...load, duration: seconds });
  const cpuAfter = server.cpuMs();
  return {
    cpuMs:
      cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average / Math.max(1, result.requests.average),
    failed: result.errors + result.timeouts + result['4xx'] + result['5xx'],
  };
}

/** One figure of several rounds: the median of each number (failures summed). */
function medianOf(rounds: Array<Figures | undefined>): Figures | undefined {
  const measured = rounds.filter((f): f is Figures => f !== undefined);
  if (measured.length === 0) return undefined;
  const mid = (pick: (f: Figures) => number | undefined) => {
    const values = measured
      .map(pick)
      .filter((v): v is number => v !== undefined)
      .sort((a, b) => a - b);
    return values.length ? values[Math.floor(values.length / 2)] : undefined;
  };
  return {
    cpuMs: mid((f) => f.cpuMs),
    rps: mid((f) => f.rps)!,
    p50: mid((f) => f.p50)!,
    p99: mid((f) => f.p99)!,
    bytes: mid((f) => f.bytes)!,
    failed: measured.reduce((sum, f) => sum + f.failed, 0),
  };
}

const show = (f: Figures | undefined) =>
  f
    ? `${f.cpuMs === undefined ? '' : `cpu ${f.cpuMs.toFixed(1).padStart(4)} ms `}${f.rps.toFixed(0).padStart(5)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(5)} ms  ` +
      `${(f.bytes / 1024).toFixed(1).padStart(5)} KB${f.failed ? `  ${f.failed} failed` : ''}`
    : '(no ETag)';

const databases: Array<[string, string | undefined]> = [['PGlite', undefined]];
if (process.env.DATABASE_URL) databases.push(['PostgreSQL', process.env.DATABASE_URL]);
for (const [driver, url] of databases) {
  // Both servers run at once and every scenario is measured on one, then at once on the other (the order swapped
  // each round), so a busy spell of the machine falls on both sides instead of on one whole run. On PostgreSQL the
  // second server starts on the database the first has just prepared: both read the same rows.
  const sides: Array<{ server: BenchServer; token: string; rounds: Array<Array<Figures | undefined>> }> = [];
  // the machine's 1-minute load average at each measurement: how busy the rest of it was while these were taken
  const loads: number[] = [];
  try {
    for (const [projectRoot, serverPort] of before
      ? ([
          [before, port + 1],
          [root, port],
        ] as const)
      : [[root, port] as const]) {
      const server = await startSandboxServer({
        root: projectRoot,
        port: serverPort,
        databaseUrl: url,
        keepDatabase: sides.length > 0,
      });
      sides.push({ server, token: '', rounds: scenarios.map(() => []) });
      sides.at(-1)!.token = (await signIn(overHttp(server.base), HQ)).accessToken;
    }
    for (let round = 0; round < rounds; round++)
      for (const [i, scenario] of scenarios.entries())
        for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
          side.rounds[i].push(await measure(side.server, side.token, scenario));
          loads.push(loadavg()[0]);
        }
  } finally {
    for (const side of sides) await side.server.stop();
  }
  const [then, now] = before ? sides : [undefined, sides[0]];
  console.log(
    `\nAPI under load — ${driver}, ${connections} connections × ${seconds} s each, compressed replies` +
      (rounds > 1 ? `, median of ${rounds} rounds` : '') +
      (then ? ', before and after alternating scenario by scenario' : '') +
      `; load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${availableParallelism()} cores`,
  );
  const width = Math.max(...scenarios.map((s) => s.name.length));
  if (then) console.log(`${''.padEnd(width)}  ${'before'.padEnd(60)}  after`);
  scenarios.forEach((s, i) =>
    console.log(
      `${s.name.padEnd(width)}  ${then ? `${show(medianOf(then.rounds[i])).padEnd(60)}  ` : ''}${show(medianOf(now!.rounds[i]))}`,
    ),
  );
}
