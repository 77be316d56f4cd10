/**
 * Sustained load (issue 33 item 3; prints figures, asserts nothing): SUSTAINED_SECONDS (600) of a mixed staff workload
 * at LOAD_CONNECTIONS (20) connections against the sandbox server in its own process, on PGlite and, when DATABASE_URL
 * is set, on PostgreSQL (that database is emptied and seeded). Per SUSTAINED_INTERVAL seconds (60) it prints
 * requests/s, p50 and p99, the replies by class (2xx, 4xx, 5xx, errors = no reply: reset, timeout) and the server's
 * resident memory (VmRSS of its process, /proc; PGlite runs inside it), then the totals against the targets: 0 errors
 * and 0 × 5xx, p99 of the last interval ≤ 1.2× the first, memory growth after the first interval ≤ 10 %.
 *
 * The workload, each connection a member of staff who picks the next page at random (weights in `actions`):
 * customer and order searches; the account page (customer, orders, trail, vouchers, railcards); the order page (order,
 * payment trail, fulfilment, e-mails); the smartcard page (customer, card, all products); a refund (the refund page,
 * then a refund of one ticket of it to its payment); a voucher edit; a railcard application edit; a KeyGo tap moved
 * (the week, then the day's entry tap five minutes earlier or back). Every change is made to be accepted (a fresh
 * refundable ticket, the voucher's and day's current values), so a 4xx is a finding; they are counted apart and the
 * first of each kind printed. Refunds use up their tickets, so they are spread evenly over the run.
 *
 *   BENCH_PARTS=sustained npm run bench                  (not in the default parts: 10 minutes per database)
 *   SUSTAINED_SECONDS=120 SUSTAINED_INTERVAL=20 npx tsx tests/bench/sustainedLoad.ts    a short try
 *   SUSTAINED_DATABASES=postgres DATABASE_URL=postgres://… npx tsx …                      one database only
 *   LOAD_BEFORE=/work/wt/other-worktree npx tsx …        the same workload at once on the server of another checkout
 *                                                        (LOAD_PORT + 1; each side its own targets), printed beside
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { allBrandIds } from '../../server/brands';
import { keyGoCaseId, type KeyGoCase } from '../../server/db/seed/keyGo';
import { addDays } from '../../src/domain/keyGoTapWindow';
import { londonToday } from '../../src/domain/londonToday';
import { signIn } from '../api/support/client';
import { startSandboxServer, type BenchServer } from './benchServer';
import { overHttp } from './overHttp';

const root = join(import.meta.dirname, '../..');
const before = process.env.LOAD_BEFORE;
const port = Number(process.env.LOAD_PORT ?? 8290);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 20);
const seconds = Number(process.env.SUSTAINED_SECONDS ?? 600);
const interval = Number(process.env.SUSTAINED_INTERVAL ?? 60);
const HQ = 'hq@southern.example';
const BRAND = 'southern';

// ---------------------------------------------------------------------------------------------------------------
// HTTP: one keep-alive socket per connection, compressed replies as the browser asks for them

interface Reply {
  status: number;
  text: string;
}

function client(base: string) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  return (method: string, path: string, token: string, body?: unknown): Promise<Reply> =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path: `/api${path}`,
          agent,
          timeout: 30_000,
          headers: {
            authorization: `Bearer ${token}`,
            'accept-encoding': 'br, gzip',
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const text = (
              encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
            ).toString();
            resolve({ status: res.statusCode ?? 0, text });
          });
          res.on('error', () => resolve({ status: 0, text: 'response aborted' }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (error) => resolve({ status: 0, text: error.message }));
      req.end(payload);
    });
}

// ---------------------------------------------------------------------------------------------------------------
// Figures

interface Bucket {
  latencies: number[];
  s2xx: number;
  s4xx: number;
  s5xx: number;
  errors: number;
  rssKb?: number;
}

const newBucket = (): Bucket => ({ latencies: [], s2xx: 0, s4xx: 0, s5xx: 0, errors: 0 });

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

class Recorder {
  readonly buckets: Bucket[] = [];
  readonly byKind = new Map<string, Bucket>();
  /** the first refusal or failure of each call and status, to say what went wrong */
  readonly firstProblems = new Map<string, string>();
  start = 0;

  record(kind: string, startedAt: number, reply: Reply) {
    const now = performance.now();
    const index = Math.floor((now - this.start) / (interval * 1000));
    if (index >= Math.ceil(seconds / interval)) return; // finished after the end: not counted
    const bucket = (this.buckets[index] ??= newBucket());
    const total = this.byKind.get(kind) ?? this.byKind.set(kind, newBucket()).get(kind)!;
    for (const b of [bucket, total]) {
      b.latencies.push(now - startedAt);
      if (reply.status === 0) b.errors++;
      else if (reply.status >= 500) b.s5xx++;
      else if (reply.status >= 400) b.s4xx++;
      else b.s2xx++;
    }
    if (reply.status === 0 || reply.status >= 400) {
      const key = `${kind} ${reply.status}`;
      if (!this.firstProblems.has(key)) this.firstProblems.set(key, reply.text.slice(0, 300));
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Targets of the workload, read from the seeded database before the clock starts

interface RefundTarget {
  orderId: number;
  body: unknown;
}
interface VoucherTarget {
  customerId: number;
  id: number;
  body: Record<string, unknown>;
  amounts: [number, number];
  turn: number;
}
interface RailcardTarget {
  customerId: number;
  id: number;
  body: Record<string, unknown>;
  numbers: [string, string];
  turn: number;
}
interface Targets {
  surnames: string[];
  customers: number[];
  smartcardCustomers: number[];
  orders: number[];
  refunds: RefundTarget[];
  vouchers: VoucherTarget[];
  railcards: RailcardTarget[];
  keyGoCards: number[];
}

type Call = ReturnType<typeof client>;

const SURNAMES = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Evans', 'Thomas'];
const KEYGO_CASES: KeyGoCase[] = [
  'keyGoActive',
  'keyGoCardFails',
  'keyGoChequeFails',
  'keyGoFillLimit',
  'keyGoFrequent',
  'keyGoHeavy',
  'keyGoConflict',
];

async function json<T>(call: Call, token: string, path: string): Promise<T> {
  const reply = await call('GET', path, token);
  if (reply.status !== 200) throw new Error(`${path} answered ${reply.status} ${reply.text.slice(0, 300)}`);
  return (JSON.parse(reply.text) as { result: T }).result;
}

interface RefundPage {
  eligibility: { allowed: boolean };
  isSmartcard: boolean;
  isSTicket: boolean;
  basket: Array<{
    ticketId: string;
    left: number;
    refundable: boolean;
    printed: boolean;
    isSeason: boolean;
    isFlexi: boolean;
    todTicketNumbers: string[] | null;
  }>;
  payments: Record<string, Array<{ id: string; type: string; amount: number; refundAmount: number }>>;
}

/** A refund of one ticket of the order, 50p to a payment with enough left, or undefined when it has none. */
function refundBody(page: RefundPage, reasonCode: number): unknown {
  // smartcard and s-ticket orders are refunded through another call (POST /refunds/{id})
  if (!page.eligibility.allowed || page.isSmartcard || page.isSTicket) return undefined;
  const amount = 50;
  const line = page.basket.find(
    (l) => l.refundable && !l.isSeason && !l.isFlexi && l.left >= amount && (!l.printed || l.todTicketNumbers?.length),
  );
  const payment = Object.values(page.payments)
    .flat()
    .find((p) => p.amount - p.refundAmount >= amount);
  if (!line || !payment) return undefined;
  return {
    reasonCode,
    administrationFee: 0,
    refunds: [
      {
        id: line.ticketId,
        type: 'TICKET',
        amount,
        ...(line.printed ? { ticketNumbers: line.todTicketNumbers!.slice(0, 1) } : {}),
      },
    ],
    payments: [{ type: payment.type, id: payment.id, amount }],
  };
}

async function findTargets(call: Call, token: string): Promise<Targets> {
  const customers = new Set<number>();
  const smartcardCustomers = new Set<number>();
  const orders: Array<{ id: number; state: string }> = [];
  for (const surname of SURNAMES) {
    for (const c of await json<Array<{ id: number; smartcardNumber: string | null }>>(
      call,
      token,
      `/admin/customers?surname=${surname}`,
    )) {
      customers.add(c.id);
      if (c.smartcardNumber) smartcardCustomers.add(c.id);
    }
    orders.push(
      ...(await json<Array<{ id: number; state: string }>>(call, token, `/admin/orders?lastName=${surname}&limit=100`)),
    );
  }
  // refundable tickets are of recent orders (a ticket can be refunded until 28 days after it expired): the orders
  // bought in the last three weeks, refunded for a reason that also takes advance tickets without a rebooked journey
  const { advanceRefundReasons, rebookRefundReasons } = JSON.parse(
    readFileSync(join(root, `src/generated/brands/${BRAND}.json`), 'utf8'),
  ).config as { advanceRefundReasons: number[]; rebookRefundReasons: number[] };
  const reasonCode = advanceRefundReasons.find((r) => !rebookRefundReasons.includes(r)) ?? 1;
  const recent: Array<{ id: number; state: string }> = [];
  for (let day = 0; day < 21; day++)
    for (let page = 1; page <= 3; page++) {
      const found = await json<Array<{ id: number; state: string }>>(
        call,
        token,
        `/admin/orders?purchaseDate=${addDays(londonToday(), -day)}&limit=100&page=${page}`,
      );
      recent.push(...found);
      if (found.length < 100) break;
    }
  const refunds: RefundTarget[] = [];
  for (const order of recent.filter((o) => o.state === 'Complete')) {
    const body = refundBody(await json<RefundPage>(call, token, `/admin/orders/${order.id}/refund`), reasonCode);
    if (body) refunds.push({ orderId: order.id, body });
  }
  const vouchers: VoucherTarget[] = [];
  for (const status of ['Accepted', 'Pending'])
    for (const v of await json<
      Array<{
        id: number;
        customerId: number;
        amount: number;
        balance: number;
        startDate: string;
        expiryDate: string;
        caseReference: string;
        reason: { value: string };
        otherReason: string | null;
      }>
    >(call, token, `/admin/vouchers?status=${status}&limit=100`)) {
      // an edit may move the amount within what is allowed: not below what was spent, not over the brand's maximum
      if (v.amount + 100 > 10_000 || v.expiryDate < addDays(v.startDate, 366)) continue;
      vouchers.push({
        customerId: v.customerId,
        id: v.id,
        amounts: [v.amount, v.amount + 100],
        turn: 0,
        body: {
          reason: v.reason.value,
          ...(v.otherReason ? { otherReason: v.otherReason } : {}),
          startDate: v.startDate,
          expiryDate: v.expiryDate,
          caseReference: v.caseReference,
        },
      });
    }
  const railcards: RailcardTarget[] = [];
  for (const r of await json<
    Array<{ id: number; customerId: number; railcardCode: string; railcardNumber: string; expiryDate: string }>
  >(call, token, '/admin/customers/railcards?state=PENDING&limit=100')) {
    if (r.expiryDate <= londonToday()) continue;
    const other = `${r.railcardNumber.slice(0, 19)}X`;
    railcards.push({
      customerId: r.customerId,
      id: r.id,
      numbers: [r.railcardNumber, other === r.railcardNumber ? `${r.railcardNumber.slice(0, 19)}Y` : other],
      turn: 0,
      body: { railcardCode: r.railcardCode, expiryDate: r.expiryDate },
    });
  }
  return {
    surnames: SURNAMES.flatMap((s) => [s, s.slice(0, 2), s.slice(0, 3)]),
    customers: [...customers],
    smartcardCustomers: [...smartcardCustomers],
    orders: orders.map((o) => o.id),
    refunds,
    vouchers,
    railcards,
    keyGoCards: KEYGO_CASES.map((kind) => keyGoCaseId(allBrandIds(), BRAND, kind)),
  };
}

/** Side `index` of `count` takes every count-th target: two servers on one database never change the same row. */
function share(targets: Targets, index: number, count: number): Targets {
  const mine = <T>(list: T[]) => list.filter((_, i) => i % count === index);
  return {
    ...targets,
    refunds: mine(targets.refunds),
    vouchers: mine(targets.vouchers),
    railcards: mine(targets.railcards),
    keyGoCards: mine(targets.keyGoCards),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The workload

interface KeyGoDay {
  date: string;
  editable: boolean;
  version: number;
  transactions: Array<{
    type: string;
    journeyPattern: {
      tickets: Array<{
        complete: boolean;
        journeys: Array<{ taps: Array<{ id: number; timestamp: string; type: string; locationNlc: string }> }>;
      }>;
    } | null;
  }>;
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];
const plusMinutes = (at: string, minutes: number) =>
  new Date(Date.parse(`${at}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);

class Workload {
  readonly recorder = new Recorder();
  readonly #busy = new Set<string>();
  #refundsTaken = 0;
  /** where each moved tap started, so the next move takes it back */
  readonly #tapHome = new Map<number, string>();

  constructor(
    readonly call: Call,
    readonly targets: Targets,
  ) {}

  async #get(kind: string, token: string, path: string): Promise<Reply> {
    const started = performance.now();
    const reply = await this.call('GET', path, token);
    this.recorder.record(kind, started, reply);
    return reply;
  }

  async #send(kind: string, token: string, method: string, path: string, body: unknown): Promise<Reply> {
    const started = performance.now();
    const reply = await this.call(method, path, token, body);
    this.recorder.record(kind, started, reply);
    return reply;
  }

  /** Runs `fn` on a target no other connection is changing; false when all are taken. */
  async #exclusive<T>(kind: string, list: T[], key: (t: T) => string, fn: (t: T) => Promise<void>) {
    const free = list.filter((t) => !this.#busy.has(`${kind}${key(t)}`));
    if (!free.length) return false;
    const target = pick(free);
    const k = `${kind}${key(target)}`;
    this.#busy.add(k);
    try {
      await fn(target);
    } finally {
      this.#busy.delete(k);
    }
    return true;
  }

  readonly actions: Array<[weight: number, name: string, run: (token: string) => Promise<boolean>]> = [
    [
      12,
      'search',
      async (t) => {
        await this.#get('searchCustomers', t, `/admin/customers?surname=${pick(this.targets.surnames)}`);
        if (Math.random() < 0.3)
          await this.#get('searchOrders', t, `/admin/orders?lastName=${pick(SURNAMES)}&limit=20`);
        return true;
      },
    ],
    [
      12,
      'account page',
      async (t) => {
        const id = pick(this.targets.customers);
        await this.#get('getCustomer', t, `/customers/${id}`);
        await Promise.all([
          this.#get('getCustomerOrders', t, `/customers/${id}/orders`),
          this.#get('getCustomerTrail', t, `/customers/${id}/trail`),
          this.#get('getCustomerVouchers', t, `/customers/${id}/vouchers`),
          this.#get('listCustomerRailcards', t, `/customers/${id}/railcards`),
        ]);
        return true;
      },
    ],
    [
      12,
      'order page',
      async (t) => {
        const id = pick(this.targets.orders);
        await this.#get('getOrder', t, `/orders/${id}`);
        await Promise.all([
          this.#get('getOrderPaymentTrail', t, `/orders/${id}/payment/trail`),
          this.#get('getOrderFulfilmentStatus', t, `/orders/${id}/fulfilment-status`),
          this.#get('getOrderEmails', t, `/orders/${id}/emails/`),
        ]);
        return true;
      },
    ],
    [
      12,
      'smartcard page',
      async (t) => {
        const id = pick(this.targets.smartcardCustomers);
        await this.#get('getCustomer', t, `/customers/${id}`);
        await Promise.all([
          this.#get('getCustomerSmartcard', t, `/customers/${id}/smartcard`),
          this.#get('listSmartcardProducts', t, `/smartcard/${id}/products/all`),
        ]);
        return true;
      },
    ],
    [
      3,
      'refund',
      async (t) => {
        // spread over the run: the tickets are used up
        const due = (this.targets.refunds.length * (performance.now() - this.recorder.start)) / (seconds * 1000);
        if (this.#refundsTaken >= Math.min(due, this.targets.refunds.length)) return false;
        const target = this.targets.refunds[this.#refundsTaken++];
        await this.#get('getRefundOrder', t, `/admin/orders/${target.orderId}/refund`);
        await this.#send('refundOrder', t, 'POST', `/admin/orders/${target.orderId}/refund`, target.body);
        return true;
      },
    ],
    [
      3,
      'voucher edit',
      (t) =>
        this.#exclusive(
          'v',
          this.targets.vouchers,
          (v) => String(v.id),
          async (v) => {
            await this.#get('getCustomerVoucher', t, `/customers/${v.customerId}/vouchers/${v.id}`);
            const amount = v.amounts[++v.turn % 2];
            await this.#send('editCustomerVoucher', t, 'PUT', `/customers/${v.customerId}/vouchers/${v.id}`, {
              ...v.body,
              amount,
            });
          },
        ),
    ],
    [
      3,
      'railcard edit',
      (t) =>
        this.#exclusive(
          'r',
          this.targets.railcards,
          (r) => String(r.id),
          async (r) => {
            const number = r.numbers[++r.turn % 2];
            await this.#send('editRailcard', t, 'PUT', `/admin/customers/${r.customerId}/railcards/${r.id}`, {
              ...r.body,
              railcardNumber: number,
            });
          },
        ),
    ],
    [
      3,
      'KeyGo tap',
      (t) =>
        this.#exclusive('k', this.targets.keyGoCards, String, async (card) => {
          const today = londonToday();
          const reply = await this.#get(
            'getKeyGoJourneyHistory',
            t,
            `/smartcard/${card}/keygo/journey-history?startDate=${addDays(today, -6)}&endDate=${today}`,
          );
          if (reply.status !== 200) return;
          const days = (JSON.parse(reply.text) as { result: { days: KeyGoDay[] } }).result.days;
          // an editable day's complete journey whose entry tap has 10 minutes free before it
          for (const day of days.filter((d) => d.editable)) {
            const taps = day.transactions
              .flatMap((tr) => tr.journeyPattern?.tickets ?? [])
              .flatMap((ticket) => (ticket.complete ? ticket.journeys.flatMap((j) => j.taps) : []));
            const entry = taps.find((tap) => {
              if (tap.type !== 'ENTRY') return false;
              const home = this.#tapHome.get(tap.id);
              if (home !== undefined) return true;
              const earliest = plusMinutes(tap.timestamp, -10);
              return (
                tap.timestamp.slice(11) >= '05:00' &&
                !taps.some((o) => o !== tap && o.timestamp >= earliest && o.timestamp <= tap.timestamp)
              );
            });
            if (!entry) continue;
            const home = this.#tapHome.get(entry.id) ?? entry.timestamp;
            this.#tapHome.set(entry.id, home);
            const dateTime = entry.timestamp === home ? plusMinutes(home, -5) : home;
            await this.#send('addKeyGoTap (move)', t, 'POST', `/smartcard/${card}/keygo/taps`, {
              transactionDate: day.date,
              type: 'ENTRY',
              dateTime,
              locationNlc: entry.locationNlc,
              reasonCode: 'goodwill',
              tapId: entry.id,
              dayVersion: day.version,
            });
            return;
          }
        }),
    ],
  ];

  connectionsFor(tokens: string[], until: number): Array<Promise<void>> {
    return tokens.map((token) => this.connection(token, until));
  }

  async connection(token: string, until: number) {
    const total = this.actions.reduce((s, [w]) => s + w, 0);
    while (performance.now() < until) {
      let r = Math.random() * total;
      const action = this.actions.find(([w]) => (r -= w) < 0) ?? this.actions[0];
      // an action that has nothing to do now (no refund due, every card taken) gives way to a search
      if (!(await action[2](token))) await this.actions[0][2](token);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Run

interface Side {
  label: string;
  /** database and checkout, for the progress lines */
  tag: string;
  server: BenchServer;
  workload: Workload;
  tokens: string[];
}

const row = (cells: Array<string | number>) => cells.map((c, i) => String(c).padStart(i === 0 ? 5 : 8)).join(' ');

/** One interval: when it began, requests/s, p50, p99, replies by class, the server's memory at its end. */
function bucketRow(b: Bucket, i: number): string {
  const sorted = [...b.latencies].sort((x, y) => x - y);
  const from = interval % 60 === 0 ? `${(i * interval) / 60}m` : `${i * interval}s`;
  return row([
    from,
    (b.latencies.length / interval).toFixed(1),
    percentile(sorted, 50).toFixed(0),
    percentile(sorted, 99).toFixed(0),
    b.s2xx,
    b.s4xx,
    b.s5xx,
    b.errors,
    b.rssKb === undefined ? '–' : (b.rssKb / 1024).toFixed(1),
  ]);
}

function report(side: Side) {
  const { buckets, byKind, firstProblems } = side.workload.recorder;
  console.log(`\n${side.label}`);
  console.log(row(['from', 'req/s', 'p50 ms', 'p99 ms', '2xx', '4xx', '5xx', 'errors', 'RSS MB']));
  buckets.forEach((b, i) => console.log(bucketRow(b, i)));
  const sum = (f: (b: Bucket) => number) => buckets.reduce((s, b) => s + f(b), 0);
  const requests = sum((b) => b.latencies.length);
  const p99 = (b: Bucket | undefined) =>
    b
      ? percentile(
          [...b.latencies].sort((x, y) => x - y),
          99,
        )
      : NaN;
  const first = buckets[0];
  const last = buckets.at(-1);
  const rssAfterFirst = first?.rssKb;
  const rssLast = last?.rssKb;
  const growth = rssAfterFirst && rssLast ? (rssLast / rssAfterFirst - 1) * 100 : NaN;
  const ratio = p99(last) / p99(first);
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(
    `total ${requests} requests (${(requests / seconds).toFixed(1)}/s): ${sum((b) => b.errors)} errors, ` +
      `${sum((b) => b.s5xx)} × 5xx (${verdict(sum((b) => b.errors + b.s5xx) === 0)}), ${sum((b) => b.s4xx)} × 4xx; ` +
      `p99 last/first ${ratio.toFixed(2)}× (≤ 1.2: ${verdict(ratio <= 1.2)}); ` +
      `memory after the first interval ${(rssAfterFirst! / 1024).toFixed(1)} MB → ${(rssLast! / 1024).toFixed(1)} MB, ` +
      `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} % (≤ 10 %: ${verdict(growth <= 10)}); ` +
      `peak ${((side.server.memoryKb()?.peak ?? NaN) / 1024).toFixed(1)} MB`,
  );
  const width = Math.max(...[...byKind.keys()].map((k) => k.length));
  for (const [kind, b] of [...byKind.entries()].sort((x, y) => y[1].latencies.length - x[1].latencies.length)) {
    const sorted = [...b.latencies].sort((x, y) => x - y);
    console.log(
      `  ${kind.padEnd(width)} ${String(b.latencies.length).padStart(7)}  p50 ${percentile(sorted, 50).toFixed(0).padStart(4)} ms  ` +
        `p99 ${percentile(sorted, 99).toFixed(0).padStart(5)} ms` +
        (b.s4xx + b.s5xx + b.errors ? `  4xx ${b.s4xx}  5xx ${b.s5xx}  errors ${b.errors}` : ''),
    );
  }
  for (const [key, text] of firstProblems) console.log(`  first ${key}: ${text}`);
}

const databases: Array<[string, string | undefined]> = [];
const wanted = (process.env.SUSTAINED_DATABASES ?? 'pglite,postgres').split(',');
if (wanted.includes('pglite')) databases.push(['PGlite', undefined]);
if (wanted.includes('postgres') && process.env.DATABASE_URL) databases.push(['PostgreSQL', process.env.DATABASE_URL]);

for (const [driver, url] of databases) {
  const sides: Side[] = [];
  try {
    const roots: Array<[string, string, number]> = before
      ? [
          ['before', before, port + 1],
          ['after', root, port],
        ]
      : [['this checkout', root, port]];
    for (const [label, projectRoot, serverPort] of roots) {
      const server = await startSandboxServer({
        root: projectRoot,
        port: serverPort,
        databaseUrl: url,
        keepDatabase: sides.length > 0,
      });
      const call = client(server.base);
      // each connection is a member of staff signed in on their own (one HQ account, one session each)
      const tokens: string[] = [];
      for (let i = 0; i < connections; i++) tokens.push((await signIn(overHttp(server.base), HQ)).accessToken);
      const targets = await findTargets(call, tokens[0]);
      sides.push({ label, tag: `${driver}, ${label}:`, server, workload: new Workload(call, targets), tokens });
    }
    sides.forEach((side, i) => {
      side.workload = new Workload(side.workload.call, share(side.workload.targets, i, sides.length));
      const t = side.workload.targets;
      side.label =
        `Sustained load — ${driver}, ${side.label}: ${connections} connections × ${seconds} s, mixed staff workload ` +
        `(targets: ${t.customers.length} customers, ${t.smartcardCustomers.length} with a card, ${t.orders.length} orders, ` +
        `${t.refunds.length} refundable tickets, ${t.vouchers.length} vouchers, ${t.railcards.length} railcard applications, ` +
        `${t.keyGoCards.length} KeyGo cards)`;
    });
    const loads: number[] = [];
    const start = performance.now();
    const until = start + seconds * 1000;
    for (const side of sides) side.workload.recorder.start = start;
    // memory at the end of each interval (the server process's VmRSS)
    const sampler = setInterval(() => {
      loads.push(loadavg()[0]);
      const index = Math.round((performance.now() - start) / (interval * 1000)) - 1;
      for (const side of sides) {
        const bucket = (side.workload.recorder.buckets[index] ??= newBucket());
        bucket.rssKb = side.server.memoryKb()?.rss;
        // progress on stderr as each interval ends: a ten-minute run shows its trend while it runs
        process.stderr.write(`${side.tag} ${bucketRow(bucket, index)}\n`);
      }
    }, interval * 1000);
    await Promise.all(sides.flatMap((side) => side.workload.connectionsFor(side.tokens, until)));
    clearInterval(sampler);
    // the last interval's sample when the timer had not fired by the end
    for (const side of sides) {
      const last = side.workload.recorder.buckets.at(-1);
      if (last && last.rssKb === undefined) last.rssKb = side.server.memoryKb()?.rss;
    }
    console.log(
      `\nload average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${availableParallelism()} cores` +
        (sides.length > 1 ? '; both servers under load at once' : ''),
    );
    for (const side of sides) report(side);
    if (sides.length === 2) {
      const rate = (s: Side) => s.workload.recorder.buckets.reduce((n, b) => n + b.latencies.length, 0);
      console.log(`\nafter / before requests: ${(rate(sides[1]) / rate(sides[0])).toFixed(2)}×`);
    }
  } finally {
    for (const side of sides) await side.server.stop();
  }
}
