// Issue 24, calls before code: when a search address opens, its search; when a detail screen opens, its call, its
// panels' calls and its widgets' first calls (all declared: call + params) start at once, in parallel with the
// runtime's, panels' and widgets' chunks, instead of each waiting for its own code; a table's `join` starts as soon as the record says
// it applies. Same query keys and query functions as the components that read them (DetailScreen, Panel and its
// table features, the widgets), so they find the replies in the cache.
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { GateContext } from '../domain/checkGate';
import { londonToday } from '../domain/londonToday';
import { callQueryKey, joinQueryKey } from './callQueryKey';
import { evaluatePredicate } from './predicates';
import { afterReply } from './replyChain';
import { resolveScreen } from './resolveScreen';
import type { CallArgs } from './RuntimeServices';
import type { PanelDef, ResolvedScreen, ScreenDefinition } from './screenTypes';
import { searchAddress } from './searchAddress';
import { SearchResultsTable } from './SearchResultsTable';
import { fillParams, getPath } from './template';

/** A call the page starts before the part that reads it is drawn, under that part's query key. */
interface WidgetQuery {
  call: string;
  args: { params?: Record<string, string | number>; query?: Record<string, unknown>; notify?: boolean };
  /** What the part keeps of the reply (its query's `queryFn` result), when not the reply itself. */
  select?: (reply: unknown) => unknown;
}

export interface PrefetchContext {
  client: QueryClient;
  call(callId: string, args?: CallArgs): Promise<unknown>;
  gateContext: GateContext;
  config: Record<string, unknown>;
  routeParams: Record<string, string | undefined>;
  /** the address's query: a search screen's search is in it */
  searchParams?: URLSearchParams;
}

/** Templates that read the screen's record or the reply they wait for (`{record.x}`, `{reply.x}`). */
const usesRecord = (values: Record<string, unknown> | undefined) =>
  Object.values(values ?? {}).some((value) => /\{(record|reply)\./.test(String(value)));

/** What a waiting call's templates see: the route, the screen's record and, as `reply`, the reply it waited for. */
const templateValues = (ctx: PrefetchContext, reply: unknown) => {
  const record = getPath(reply, 'result');
  return { ...ctx.routeParams, record, reply: record };
};

/**
 * A prefetch never speaks for a panel that may not show (the screen's own call may fail): it asks with notify: false
 * and forgets a failure, so the panel, once shown, asks again and says what went wrong itself.
 */
function prefetch(ctx: PrefetchContext, { call, args, select }: WidgetQuery, joined = false): void {
  const queryKey = joined ? joinQueryKey(call, args) : callQueryKey(call, args);
  if (ctx.client.getQueryState(queryKey)) return;
  ctx.client
    .prefetchQuery({
      queryKey,
      queryFn: async () => {
        const reply = await ctx.call(call, { ...args, notify: false });
        return select ? select(reply) : reply;
      },
      retry: false,
    })
    .then(() => {
      const cached = ctx.client.getQueryCache().find({ queryKey, exact: true });
      // a panel already showing this failure keeps it, and so does one that says its own failure (notify: false:
      // its notFound / loadError text) — asking again would only repeat the 404; otherwise the panel asks when it shows
      if (cached?.state.status === 'error' && cached.getObserversCount() === 0 && args?.notify !== false)
        ctx.client.removeQueries({ queryKey, exact: true });
    })
    .catch(() => undefined);
}

/** The panel's first page, with the args CalledPanel (./Panel) sends. */
function panelQuery(panel: PanelDef<number>, ctx: PrefetchContext, reply: unknown): WidgetQuery | undefined {
  if (!panel.call || panel.fetchOnDemand || panel.kind === 'custom') return undefined;
  const pageSize = panel.pageSize ?? Number(ctx.config.defaultPaginationLimit ?? 20);
  const query = { ...panel.query, ...(panel.paged ? { page: 1, limit: pageSize } : {}) };
  return {
    call: panel.call,
    args: {
      params: fillParams(panel.params, templateValues(ctx, reply)),
      ...(Object.keys(query).length > 0 ? { query } : {}),
      ...(panel.loadError || panel.notFound ? { notify: false } : {}),
    },
  };
}

/** A declared query's string values are templates too (`{today|weekStart}`); other values are sent as they are. */
function fillQuery(query: Record<string, unknown>, values: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    if (typeof value !== 'string' || !value.includes('{')) out[name] = value;
    else Object.assign(out, fillParams({ [name]: value }, values));
  }
  return out;
}

/**
 * A custom panel's declared first calls (`prefetch`): those of the route at once, those of the record with it. Their
 * templates also know `{today}`, the date in London (the KeyGo widgets' first week).
 */
function declaredWidgetQueries(
  panel: PanelDef<number>,
  ctx: PrefetchContext,
  reply: unknown,
  waiting: boolean,
): WidgetQuery[] {
  // a panel with `when` waits for the reply whatever its calls read
  const declared = (panel.prefetch ?? []).filter((q) => (panel.when !== undefined || waits(q)) === waiting);
  if (declared.length === 0) return [];
  const values = { ...templateValues(ctx, reply), today: londonToday() };
  return declared.map((q) => ({
    call: q.call,
    args: {
      params: fillParams(q.params, values),
      ...(q.query && Object.keys(q.query).length > 0 ? { query: fillQuery(q.query, values) } : {}),
      ...(q.notify === false ? { notify: false as const } : {}),
    },
    ...(q.source ? { select: (body: unknown) => getPath(body, q.source!) } : {}),
  }));
}

/** A table's joined call (./tableFeatures usePanelRows, under joinQueryKey), when its `when` holds for the record. */
function joinQuery(panel: PanelDef<number>, ctx: PrefetchContext, reply: unknown): WidgetQuery | undefined {
  const join = panel.join;
  const values = templateValues(ctx, reply);
  if (!join || !evaluatePredicate(join.when, values.record, { gateContext: ctx.gateContext })) return undefined;
  return { call: join.call, args: { params: fillParams(join.params, values), notify: false } };
}

/**
 * A call waits for the screen's reply when it says so (`after`, issue 33) or reads it (`{record.x}` / `{reply.x}`
 * params or query, a `when`).
 */
const waits = (q: { after?: string; params?: Record<string, string>; query?: Record<string, unknown> }) =>
  q.after !== undefined || usesRecord(q.params) || usesRecord(q.query);

/** A call that reads the reply (rather than only waiting, `after` alone) is started first: see prefetchScreen. */
const readsReply = (panel: PanelDef<number>) =>
  panel.when !== undefined ||
  panel.join !== undefined ||
  usesRecord(panel.params) ||
  usesRecord(panel.query) ||
  (panel.prefetch ?? []).some((q) => usesRecord(q.params) || usesRecord(q.query));

/** The screen's reply chains (./replyChain) under way, per cache and screen call: one each, however often asked. */
const chains = new WeakMap<QueryClient, Set<string>>();

// the route asks once per part of the screen (its declaration, then each widget folder): resolved once per user
const resolvedScreens = new WeakMap<
  ScreenDefinition,
  { gateContext: GateContext; config: Record<string, unknown>; screen: ResolvedScreen | null }
>();

function resolved(definition: ScreenDefinition, ctx: PrefetchContext): ResolvedScreen | null {
  const kept = resolvedScreens.get(definition);
  if (kept && kept.gateContext === ctx.gateContext && kept.config === ctx.config) return kept.screen;
  const screen = resolveScreen(definition, { gateContext: ctx.gateContext, config: ctx.config });
  resolvedScreens.set(definition, { gateContext: ctx.gateContext, config: ctx.config, screen });
  return screen;
}

/**
 * A search address (a reload, a shared link) asks its call now, with SearchScreen's key and arguments, rather than
 * once the screen's first render has committed; its failure stays in the cache for the screen to say.
 */
function prefetchSearch(screen: ResolvedScreen, ctx: PrefetchContext): void {
  const { searched, query } = searchAddress(screen, ctx.searchParams ?? new URLSearchParams(), ctx.config);
  const call = screen.search!.call;
  const queryKey = callQueryKey(call, { query });
  if (!searched) return;
  SearchResultsTable.preload().catch(() => undefined);
  if (ctx.client.getQueryState(queryKey)) return;
  ctx.client
    .prefetchQuery({ queryKey, queryFn: () => ctx.call(call, { query, notify: false }), retry: false })
    .catch(() => undefined);
}

export function prefetchScreen(definition: ScreenDefinition, ctx: PrefetchContext): void {
  const screen = resolved(definition, ctx);
  if (screen?.search) prefetchSearch(screen, ctx);
  if (!screen?.detail) return;
  const detail = screen.detail;
  const params = detail.params
    ? fillParams(detail.params, ctx.routeParams)
    : (ctx.routeParams as Record<string, string>);
  const args = { params };
  const screenKey = callQueryKey(detail.call, args);

  // the panels' calls of the address alone now (`reply` undefined); those that wait for the screen's reply with it
  const start = (reply: unknown, panels: Array<PanelDef<number>>) => {
    const waiting = reply !== undefined;
    for (const panel of panels) {
      // a panel with `when` applies only to some records (no card: no products to ask for): judged on the reply
      if (panel.when !== undefined) {
        const record = getPath(reply, 'result');
        if (!waiting || !evaluatePredicate(panel.when, record, { gateContext: ctx.gateContext })) continue;
      }
      if (panel.kind === 'custom') {
        // declared (`prefetch`): with the declaration, before the widget's folder is in
        for (const q of declaredWidgetQueries(panel, ctx, reply, waiting)) prefetch(ctx, q);
        continue;
      }
      // the rows' joined call reads the record: once the reply is in
      const join = waiting ? joinQuery(panel, ctx, reply) : undefined;
      if (join) prefetch(ctx, join, true);
      if (waiting !== (panel.when !== undefined || waits(panel))) continue;
      const q = panelQuery(panel, ctx, reply);
      if (q) prefetch(ctx, q);
    }
  };
  // Issue 33: once the screen's reply is in, the calls that read it go first, then those that only wait for it
  // (`after` alone: a panel low on the page leaves the browser's six connections per host to the calls above it).
  const withReply = (reply: unknown) => {
    start(reply, detail.panels.filter(readsReply));
    start(
      reply,
      detail.panels.filter((panel) => !readsReply(panel)),
    );
  };
  // asked again for the same address (the declaration, then the module with its widget registrations): a failed
  // answer is the screen's to show or retry, and fetchQuery would ask for it once more (a 404 twice); an answer in
  // already is read, not asked for again
  const state = ctx.client.getQueryState(screenKey);
  // The screen's own call goes out first, ahead of its panels' and widgets': the calls that read the record (a
  // smartcard's products, an order's changeovers) wait for its answer, so the sooner it is in the browser's and the
  // server's queue, the sooner they start (issue 24: every call within 50 ms of the first).
  const reply =
    state === undefined || state.status === 'pending'
      ? ctx.client.fetchQuery({ queryKey: screenKey, queryFn: () => ctx.call(detail.call, args), retry: false })
      : undefined;
  // what depends only on the address now; what waits for the screen's reply the moment the cache has it (issue 33:
  // a query-cache subscription, whoever asked for the reply), never before. A reply in already (the declaration asked
  // again once a widget folder, and its predicates, are in) is read at once.
  start(undefined, detail.panels);
  if (state?.status === 'success') withReply(state.data);
  else {
    const started = chains.get(ctx.client) ?? new Set<string>();
    chains.set(ctx.client, started);
    const hash = hashKey(screenKey);
    if (started.has(hash)) return;
    started.add(hash);
    afterReply(ctx.client, screenKey, (data) => {
      started.delete(hash);
      withReply(data);
    });
    reply?.catch(() => started.delete(hash));
  }
}
