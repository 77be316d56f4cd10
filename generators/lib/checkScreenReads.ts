// Issue 31: config:check reads what screens read. Every place a screen reads a reply — a column, a panel's field, a
// row link, a template's {record.x} / {reply.x} (params, body, initial values, links, navigate) and a text's
// {{record.x}}, a `source`, a join, a callout's value, a lookup's `show`, a prefetch's `source` — is looked up in the
// declared reply of the call that gives it (schemas/api, ./replyBody), as the runtime (src/runtime) reads it; a named
// predicate (`when`, `disabledWhen`, `readOnlyWhen`, a form field's hiddenWhen …) or derivation is run on a stand-in
// of its record (./traceReads). A name the reply lacks is a problem at file:line with a did-you-mean. Values the
// runtime adds are not the reply's: a join's fields, `record.panel` (a panel's own reply, for its actions), a derived
// column (`derive`: `field` is only its id), the rows a `rows` derivation makes, a detail lookup's route parameters.
// A call that declares no reply yet is skipped, and counted.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Declaration } from './declarations';
import { distance, problemAt, suggest, type Problem } from './problems';
import { replyBody } from '../../server/replyBody';
import {
  AnyShape,
  forgetDocuments,
  isMissing,
  NoBodyShape,
  ObjectShape,
  shapeOf,
  UndeclaredShape,
  UnionShape,
  type Missing,
  type Origin,
  type Shape,
} from './replyShape';
import { traceReads, type Trace, type Traced } from './traceReads';
import { readYamlSource, type KeyPath } from './yamlSource';

/** The console's registered predicates and derivations by name (./registeredNames), to run on stand-ins. */
export interface ScreenCode {
  predicate(name: string): Traced | undefined;
  derivation(name: string): Traced | undefined;
}

export interface ScreenReadsOptions {
  /** without it, what predicates and derivations read is not traced */
  code?: ScreenCode;
  /** i18n key → English text (readI18nTexts); without it, texts are not read */
  texts?: Map<string, string>;
}

export interface ScreenReads {
  problems: Problem[];
  /** places whose reads were looked up in a declared reply */
  checked: number;
  /** places reading the reply of a call that declares none */
  skipped: number;
  /** those calls */
  undeclared: string[];
  /** per screen id, each reply path it reads as `call: path` (predicates and derivations by name), sorted */
  reads: Record<string, string[]>;
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const asList = (value: unknown): Node[] => (Array.isArray(value) ? value.filter(isNode) : []);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Nothing to read from: why (a search screen's actions have no record). */
interface NoRecord {
  none: string;
}

type RecordShape = Shape | NoRecord | undefined;

const isNoRecord = (record: RecordShape): record is NoRecord => Boolean(record && 'none' in record);

interface Scope {
  record: RecordShape;
  /** the body of the call whose `result` is `{reply.x}` */
  reply?: Shape;
  /** why there is no `{reply.x}` here (a panel's call that declares no `after`) */
  noReply?: string;
}

/** A shape whose reads are noted but count as neither checked nor skipped: rows a derivation makes, without its code. */
class OpaqueShape extends AnyShape {
  override prop(name: string): Shape {
    return new OpaqueShape(this.origin, this.where ? `${this.where}.${name}` : name);
  }
  override items(): Shape {
    return new OpaqueShape(this.origin, `${this.where}[]`);
  }
}

const TEMPLATE = /\{([A-Za-z0-9_.]+)(?:\|[a-z][A-Za-z0-9]*)?\}/g;
const TEXT_VALUE = /\{\{-?\s*([A-Za-z0-9_.]+)\s*(?:,[^}]*)?\}\}/g;

/** i18n key → English text, from the resource files readI18nKeys lists (key → file). */
export function readI18nTexts(root: string, keys: Map<string, string>): Map<string, string> {
  const files = new Map<string, Record<string, unknown>>();
  const texts = new Map<string, string>();
  for (const [key, file] of keys) {
    if (!files.has(file))
      files.set(file, JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>);
    const value = files.get(file)?.[key];
    if (typeof value === 'string') texts.set(key, value);
  }
  return texts;
}

class ScreenWalker {
  readonly reads = new Set<string>();

  constructor(
    private readonly root: string,
    private readonly screen: Declaration,
    private readonly bodies: (call: unknown) => Shape | undefined,
    private readonly options: ScreenReadsOptions,
    private readonly tally: { problems: Problem[]; checked: number; skipped: number; undeclared: Set<string> },
  ) {}

  private report(at: KeyPath, message: string) {
    this.tally.problems.push(problemAt(this.screen.source, [...this.screen.at, ...at], message));
  }

  private count(shape: Shape) {
    if (shape.undeclared) {
      this.tally.skipped += 1;
      if (shape.origin.call) this.tally.undeclared.add(shape.origin.call);
    } else if (!(shape instanceof OpaqueShape)) this.tally.checked += 1;
  }

  private note(shape: Shape, rest: string[], by = '') {
    const where = [shape.where, ...rest].filter(Boolean).join('.');
    this.reads.add(`${shape.origin.call ?? shape.origin.label}: ${where || '(the reply)'}${by}`);
  }

  private relative(file: string): string {
    return path.relative(this.root, file).split(path.sep).join('/');
  }

  private missing(shape: Shape, name: string, found: Missing): string {
    const { label } = shape.origin;
    if (found.noBody) return `${label} has no body`;
    // a derivation's rows are its value's items: no path to name
    const where = shape.where && shape.where !== '[]' ? ` in ${shape.where}` : '';
    if (found.notObject) return `${label} has no ${name}${where}: ${shape.where || 'it'} is not an object`;
    const declared = found.files.length
      ? ` — ${shape.where || 'the reply'} is declared in ${found.files.map((f) => this.relative(f)).join(', ')}`
      : '';
    return `${label} has no ${name}${where}${suggest(name, found.known)}${declared}`;
  }

  /** Reads a dotted path as getPath does; reports a step the shape lacks. The shape at the path, when there. */
  read(shape: Shape | undefined, field: string | undefined, at: KeyPath, who = ''): Shape | undefined {
    if (!shape || field === undefined) return undefined;
    const steps = field.split('.').filter(Boolean);
    let current = shape;
    for (const [index, step] of steps.entries()) {
      const found = current.prop(step);
      if (isMissing(found)) {
        this.count(current);
        this.note(current, steps.slice(index));
        this.report(at, `${who ? `${who}: ` : ''}${this.missing(current, step, found)}`);
        return undefined;
      }
      current = found;
    }
    this.count(current);
    this.note(current, []);
    return current;
  }

  /** The items of the list at `field`: the rows a table shows. */
  rows(shape: Shape | undefined, field: string, at: KeyPath): Shape | undefined {
    const list = this.read(shape, field, at);
    if (!list) return undefined;
    const items = list.items();
    if (!items) this.report(at, `${list.origin.label} has no list at ${list.where}, so no rows`);
    return items;
  }

  /**
   * What code read of a value that the value lacks. Code may try a value two ways (`v.compensationClaim ?? v`: given
   * the reply or its record), so a name it lacks is a misread when it is a slip of a name the value has, or when the
   * code read nothing else of that value.
   */
  private traced(trace: Trace, input: Shape, at: KeyPath, who: string) {
    const seen = new Set<string>();
    const valueOf = (shape: Shape) => `${shape.origin.label}\0${shape.where}`;
    const readWell = new Set(trace.reads.filter((read) => !read.missing).map((read) => valueOf(read.shape)));
    let undeclared = input.undeclared ? input : undefined;
    for (const read of trace.reads) {
      if (read.shape.undeclared) undeclared = read.shape;
      const key = `${valueOf(read.shape)}\0${read.name}`;
      if (!read.missing || seen.has(key)) continue;
      seen.add(key);
      const slip = read.missing.known.some(
        (known) =>
          distance(known.toLowerCase(), read.name.toLowerCase()) <= Math.max(1, Math.floor(read.name.length / 6)),
      );
      if (slip || !readWell.has(valueOf(read.shape)))
        this.report(at, `${who} reads ${read.name}: ${this.missing(read.shape, read.name, read.missing)}`);
    }
    if (undeclared) this.count(undeclared);
    else this.tally.checked += 1;
  }

  /** A named predicate on `record`: what its code reads of it. */
  predicate(name: unknown, at: KeyPath, record: RecordShape) {
    if (typeof name !== 'string' || !record || isNoRecord(record)) return;
    // a panel's actions see its own reply as record.panel
    const panel = record instanceof ObjectShape ? record.properties.panel : undefined;
    this.note(record, [], ` (predicate ${name}${panel ? `, record.panel: ${panel.origin.call}` : ''})`);
    const code = this.options.code?.predicate(name);
    if (code) this.traced(traceReads(code, record, record.origin), record, at, `predicate ${name}`);
  }

  /** A named derivation of `input` (of a list of it: a group's rows): what it reads, and the shape of what it gives. */
  derivation(name: unknown, at: KeyPath, input: Shape | undefined, list = false, rows = false): Shape | undefined {
    if (typeof name !== 'string' || !input) return undefined;
    this.note(input, list ? ['[]'] : [], ` (derivation ${name})`);
    const origin: Origin = {
      label: rows ? `a row of derivation ${name}` : `the value of derivation ${name}`,
      call: `derivation ${name}`,
    };
    const code = this.options.code?.derivation(name);
    if (!code) return new OpaqueShape(origin, '');
    const trace = traceReads(code, input, origin, list);
    this.traced(trace, input, at, `derivation ${name}`);
    // what it makes of a reply that declares nothing is not known either: reads of it are skipped as well
    const undeclared = input.undeclared ? input : trace.reads.find((read) => read.shape.undeclared)?.shape;
    if (undeclared) return new UndeclaredShape({ label: origin.label, call: undeclared.origin.call }, '');
    return trace.output;
  }

  /** `{record.x}` / `{reply.x}` placeholders of a template (route parameters and form values are not the reply's). */
  template(value: unknown, at: KeyPath, scope: Scope) {
    const template = text(value);
    if (!template) return;
    for (const [, name] of template.matchAll(TEMPLATE)) this.placeholder(name, `{${name}}`, at, scope);
  }

  private placeholder(name: string, who: string, at: KeyPath, scope: Scope) {
    const [head, ...rest] = name.split('.');
    if (!rest.length) return;
    if (head === 'record') {
      if (isNoRecord(scope.record)) this.report(at, `${who}: ${scope.record.none}`);
      else this.read(scope.record, rest.join('.'), at, who);
    } else if (head === 'reply' && scope.reply) this.read(scope.reply, ['result', ...rest].join('.'), at, who);
    else if (head === 'reply' && scope.noReply) this.report(at, `${who}: ${scope.noReply}`);
  }

  /** Each string value of a map of templates (params, body, query, initial values and their nested objects). */
  templates(values: unknown, at: KeyPath, scope: Scope) {
    if (!isNode(values)) return;
    for (const [key, value] of Object.entries(values)) {
      if (isNode(value)) this.templates(value, [...at, key], scope);
      else this.template(value, [...at, key], scope);
    }
  }

  /** A template filled from one value itself (a row link, a column's link, a lookup's `open`): every name is its. */
  rowTemplate(value: unknown, at: KeyPath, row: Shape | undefined) {
    const template = text(value);
    if (!template || !row) return;
    for (const [, name] of template.matchAll(TEMPLATE)) this.read(row, name, at, `{${name}}`);
  }

  /** The {{…}} values of a text: `record.x` and `reply.x` of the scope, or (`row`) names of that record itself. */
  text(key: unknown, at: KeyPath, scope: Scope, row?: Shape) {
    const texts = this.options.texts;
    if (typeof key !== 'string' || !texts) return;
    const variants = [key, `${key}_one`, `${key}_other`].map((k) => texts.get(k)).filter(Boolean) as string[];
    const names = new Set(variants.flatMap((t) => [...t.matchAll(TEXT_VALUE)].map((m) => m[1])));
    for (const name of names) {
      const who = `text ${key} reads {{${name}}}`;
      if (row) this.read(row, name, at, who);
      else this.placeholder(name, who, at, scope);
    }
  }

  /** A column, a fields panel's field or an expanded row's field, on `data` (the row, or the panel's data). */
  value(def: Node, data: Shape | undefined, at: KeyPath, field = false) {
    if (def.derive) this.derivation(def.derive, [...at, 'derive'], data);
    else this.read(data, text(def.field), [...at, 'field']);
    this.rowTemplate(def.link, [...at, 'link'], data);
    if (field) this.predicate(def.when, [...at, 'when'], data);
  }

  action(action: Node, at: KeyPath, scope: Scope) {
    this.predicate(action.when, [...at, 'when'], scope.record);
    if (isNode(action.disabledWhen))
      this.predicate(action.disabledWhen.predicate, [...at, 'disabledWhen', 'predicate'], scope.record);
    // the button's name is interpolated with the record's own fields (flattenForMessage(record))
    if (scope.record && !isNoRecord(scope.record))
      this.text(action.ariaLabel, [...at, 'ariaLabel'], scope, scope.record);
    // a widget's navigate: `reply` is what the widget reports, not a declared reply
    this.template(action.navigate, [...at, 'navigate'], { record: scope.record });
    if (isNode(action.modal)) this.modal(action.modal, [...at, 'modal'], scope);
    if (isNode(action.call)) this.directCall(action.call, [...at, 'call'], scope);
    if (isNode(action.view)) this.view(action.view, [...at, 'view'], scope);
  }

  private modal(modal: Node, at: KeyPath, scope: Scope) {
    // with `then` the dialog's success reads the second call's reply; its own templates read the first's
    const then = isNode(modal.then) ? modal.then : undefined;
    const replied: Scope = { ...scope, reply: this.bodies(then ? then.call : modal.call) };
    if (then) {
      const first: Scope = { ...scope, reply: this.bodies(modal.call) };
      this.templates(then.params, [...at, 'then', 'params'], first);
      this.templates(then.body, [...at, 'then', 'body'], first);
      if (typeof then.failureText === 'string') this.text(then.failureText, [...at, 'then', 'failureText'], scope);
      else if (isNode(then.failureText))
        for (const [status, key] of Object.entries(then.failureText))
          this.text(key, [...at, 'then', 'failureText', status], scope);
    }
    this.templates(modal.params, [...at, 'params'], scope);
    this.templates(modal.initial, [...at, 'initial'], scope);
    this.templates(modal.body, [...at, 'body'], scope);
    this.text(modal.message, [...at, 'message'], scope);
    this.template(modal.navigate, [...at, 'navigate'], replied);
    this.text(modal.success, [...at, 'success'], replied);
    if (typeof modal.failureText === 'string') this.text(modal.failureText, [...at, 'failureText'], scope);
    else if (isNode(modal.failureText))
      for (const [status, key] of Object.entries(modal.failureText))
        this.text(key, [...at, 'failureText', status], scope);
    if (isNode(modal.done)) {
      const done = modal.done;
      if (done.derive)
        this.derivation(done.derive, [...at, 'done', 'derive'], this.read(replied.reply, 'result', [...at, 'done']));
      else
        this.read(
          replied.reply,
          `result.${text(done.field) ?? 'outcome'}`,
          done.field ? [...at, 'done', 'field'] : [...at, 'done'],
        );
      for (const [value, dialog] of Object.entries(isNode(done.dialogs) ? done.dialogs : {})) {
        if (!isNode(dialog)) continue;
        const here = [...at, 'done', 'dialogs', value];
        this.text(dialog.message, [...here, 'message'], replied);
        if (isNode(dialog.link)) this.template(dialog.link.href, [...here, 'link', 'href'], replied);
      }
    }
    if (typeof modal.form === 'string') this.formPredicates(modal.form, [...at, 'form'], scope.record);
  }

  /** A modal form's field rules (`ui:options` disabledWhen, hiddenWhen, shownWhen) are predicates on its record. */
  private formPredicates(form: string, at: KeyPath, record: RecordShape) {
    const file = path.join(this.root, 'schemas/forms', `${form}.ui.json`);
    if (!existsSync(file)) return;
    const visit = (node: unknown) => {
      if (!isNode(node)) return;
      const options = node['ui:options'];
      if (isNode(options))
        for (const rule of ['disabledWhen', 'hiddenWhen', 'shownWhen'])
          if (isNode(options[rule])) this.predicate(options[rule].predicate, at, record);
      for (const [key, child] of Object.entries(node)) if (key !== 'ui:options') visit(child);
    };
    visit(readYamlSource(this.root, file).data);
  }

  private directCall(call: Node, at: KeyPath, scope: Scope) {
    this.templates(call.params, [...at, 'params'], scope);
    this.templates(call.query, [...at, 'query'], scope);
    this.templates(call.body, [...at, 'body'], scope);
    this.text(call.success, [...at, 'success'], { ...scope, reply: this.bodies(call.call) });
  }

  private view(view: Node, at: KeyPath, scope: Scope) {
    this.text(view.title, [...at, 'title'], { record: scope.record });
    let data: Shape | undefined;
    if (view.call) {
      this.templates(view.params, [...at, 'params'], scope);
      const source = text(view.source);
      data = this.read(this.bodies(view.call), source ?? 'result', [...at, source ? 'source' : 'call']);
    } else if (scope.record && !isNoRecord(scope.record)) data = scope.record;
    asList(view.fields).forEach((field, index) => this.value(field, data, [...at, 'fields', index], true));
  }

  search(search: Node, lookup: Node | undefined) {
    const at = ['search'];
    const rows = this.rows(this.bodies(search.call), 'result', [...at, 'call']);
    asList(search.columns).forEach((column, index) => this.value(column, rows, [...at, 'columns', index]));
    this.rowTemplate(search.rowLink, [...at, 'rowLink'], rows);
    asList(search.rowActions).forEach((action, index) =>
      this.action(action, [...at, 'rowActions', index], { record: rows }),
    );
    const none = { none: "a search screen's actions have no record" };
    asList(search.actions).forEach((action, index) => this.action(action, [...at, 'actions', index], { record: none }));
    if (lookup) this.lookup(lookup, rows);
  }

  private lookup(lookup: Node, record: Shape | undefined) {
    (Array.isArray(lookup.show) ? lookup.show : []).forEach((field, index) =>
      this.read(record, text(field), ['lookup', 'show', index]),
    );
    this.rowTemplate(lookup.open, ['lookup', 'open'], record);
  }

  detail(detail: Node, lookup: Node | undefined, route: unknown) {
    const at = ['detail'];
    const body = this.bodies(detail.call);
    const source = text(detail.source);
    // the record the screen's actions see
    const record = this.read(body, source ?? 'result', [...at, source ? 'source' : 'call']);
    this.predicate(detail.readOnlyWhen, [...at, 'readOnlyWhen'], record);
    asList(detail.actions).forEach((action, index) => this.action(action, [...at, 'actions', index], { record }));
    // panels see the reply's `result` as their record (src/runtime/Panel.tsx), whatever the screen's `source`
    let panelRecord: RecordShape;
    if (body) {
      const result = body.prop('result');
      panelRecord = isMissing(result)
        ? { none: `a panel's record is the reply's result, and ${this.missing(body, 'result', result)}` }
        : result;
    }
    const screenCall = text(detail.call);
    asList(detail.panels).forEach((panel, index) =>
      this.panel(panel, [...at, 'panels', index], body, panelRecord, screenCall),
    );
    if (lookup && record) {
      // a detail lookup's record is the reply's, with the route parameters it was asked with (src/app/lookup/runLookup.ts)
      const params = [...String(route ?? '').matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]);
      const withParams = new ObjectShape(
        record.origin,
        record.where,
        Object.fromEntries(params.map((name) => [name, new OpaqueShape({ label: 'the route' }, name)])),
        record,
      );
      this.lookup(lookup, withParams);
    }
  }

  /**
   * Issue 33: the scope of a panel's, join's or prefetch's call — with `after`, the reply it waits for as `{reply.x}`.
   * `after` names the screen's own call (the one reply a panel's call can wait for); `{reply.x}` without it is refused.
   */
  private waitingScope(node: Node, at: KeyPath, record: RecordShape, screenCall: string | undefined): Scope {
    const after = node.after;
    if (after === undefined) return { record, noReply: 'the call declares no `after`: name the call it waits for' };
    const here = [...at, 'after'];
    if (typeof after !== 'string' || !this.bodies(after))
      this.report(
        here,
        `no call ${String(after)} in schemas/api${screenCall ? ` (the screen's call is ${screenCall})` : ''}`,
      );
    else if (after !== screenCall)
      this.report(here, `${after} is not this screen's call ${screenCall}: a call waits for the screen's reply only`);
    else return { record, reply: this.bodies(after) };
    return { record };
  }

  private panel(panel: Node, at: KeyPath, body: Shape | undefined, record: RecordShape, screenCall?: string) {
    const scope: Scope = { record };
    this.predicate(panel.when, [...at, 'when'], record);
    this.templates(panel.params, [...at, 'params'], this.waitingScope(panel, at, record, screenCall));
    if (isNode(panel.link)) this.template(panel.link.href, [...at, 'link', 'href'], scope);
    const own = panel.call ? this.bodies(panel.call) : body;
    if (panel.kind === 'custom') {
      asList(panel.prefetch).forEach((query, index) => {
        const here = [...at, 'prefetch', index];
        const waiting = this.waitingScope(query, here, record, screenCall);
        this.templates(query.params, [...here, 'params'], waiting);
        this.templates(query.query, [...here, 'query'], waiting);
        if (query.source !== undefined) this.read(this.bodies(query.call), text(query.source), [...here, 'source']);
      });
      asList(panel.actions).forEach((action, index) => this.action(action, [...at, 'actions', index], scope));
      return;
    }
    // a panel with its own call gives its actions that call's reply as `record.panel`
    const actionRecord =
      panel.call && own && record && !isNoRecord(record)
        ? new ObjectShape(record.origin, record.where, { panel: own }, record)
        : record;
    asList(panel.actions).forEach((action, index) =>
      this.action(action, [...at, 'actions', index], { record: actionRecord }),
    );
    // a callout reads the whole reply body, not the panel's data
    if (isNode(panel.callout)) {
      const callout = panel.callout;
      this.predicate(callout.when, [...at, 'callout', 'when'], own);
      this.derivation(callout.derive, [...at, 'callout', 'derive'], own);
      if (isNode(callout.value)) this.read(own, text(callout.value.field), [...at, 'callout', 'value', 'field']);
    }
    if (panel.kind === 'callout') return;
    const source = text(panel.source);
    const sourceAt = source ? [...at, 'source'] : panel.call ? [...at, 'call'] : at;
    if (panel.kind === 'fields') {
      const data = this.read(own, source ?? 'result', sourceAt);
      asList(panel.fields).forEach((field, index) => this.value(field, data, [...at, 'fields', index], true));
      return;
    }
    let rows: Shape | undefined;
    if (typeof panel.rows === 'string') {
      const data = this.read(own, source ?? 'result', sourceAt);
      const derived = this.derivation(panel.rows, [...at, 'rows'], data, false, true);
      rows = derived?.items() ?? (derived && new OpaqueShape(derived.origin, '[]'));
    } else rows = this.rows(own, source ?? 'result', sourceAt);
    if (isNode(panel.join)) rows = this.join(panel.join, [...at, 'join'], rows, record, screenCall);
    asList(panel.columns).forEach((column, index) => this.value(column, rows, [...at, 'columns', index]));
    this.rowTemplate(panel.rowLink, [...at, 'rowLink'], rows);
    if (isNode(panel.expand)) this.expand(panel.expand, [...at, 'expand'], rows);
    if (isNode(panel.group)) {
      const group = panel.group;
      this.read(rows, text(group.by), [...at, 'group', 'by']);
      this.derivation(group.grouping, [...at, 'group', 'grouping'], rows);
      this.derivation(group.summary, [...at, 'group', 'summary'], rows, true);
    }
    asList(panel.rowActions).forEach((action, index) =>
      this.action(action, [...at, 'rowActions', index], { record: rows }),
    );
  }

  /** A joined lookup: its own reads, and the rows with the fields it adds (the join's, not the panel's reply). */
  private join(
    join: Node,
    at: KeyPath,
    rows: Shape | undefined,
    record: RecordShape,
    screenCall?: string,
  ): Shape | undefined {
    const source = text(join.source);
    const items = this.rows(this.bodies(join.call), source ?? 'result', [...at, source ? 'source' : 'call']);
    this.read(items, text(join.on), [...at, 'on']);
    this.read(rows, text(join.key), [...at, 'key']);
    this.predicate(join.when, [...at, 'when'], record);
    this.templates(join.params, [...at, 'params'], this.waitingScope(join, at, record, screenCall));
    const fields = isNode(join.fields) ? join.fields : {};
    const added: Record<string, Shape> = {};
    for (const [field, from] of Object.entries(fields)) {
      added[field] =
        this.read(items, text(from), [...at, 'fields', field]) ?? new OpaqueShape({ label: 'the join' }, field);
    }
    return rows && new ObjectShape(rows.origin, rows.where, added, rows);
  }

  private expand(expand: Node, at: KeyPath, rows: Shape | undefined) {
    this.read(rows, text(expand.field), [...at, 'field']);
    asList(expand.fields).forEach((field, index) => this.value(field, rows, [...at, 'fields', index]));
    if (typeof expand.source === 'string') {
      const nested = this.rows(rows, expand.source, [...at, 'source']);
      asList(expand.columns).forEach((column, index) => this.value(column, nested, [...at, 'columns', index]));
    }
  }
}

/** The success body a call declares, as a shape (its other success bodies, `alsoAnswers`, as alternatives). */
function bodyOf(root: string, call: Declaration): Shape {
  const origin: Origin = { label: `the reply of ${call.id}`, call: call.id };
  const file = path.join(root, call.source.file);
  const shapes = [call.value, ...Object.values(isNode(call.value.alsoAnswers) ? call.value.alsoAnswers : {})]
    .filter(isNode)
    .map((declared, index) => {
      const body = replyBody(index === 0 ? declared : { ...declared, status: 200, query: call.value.query });
      if (body === undefined) return new UndeclaredShape(origin, '');
      if (body === false) return new NoBodyShape(origin, '');
      return shapeOf(body, file, call.source.data, origin);
    });
  return shapes.length === 1 ? shapes[0] : new UnionShape(shapes);
}

/** Every screen's reads against the replies of `calls`. */
export function checkScreenReads(
  root: string,
  screens: Declaration[],
  calls: Declaration[],
  options: ScreenReadsOptions = {},
): ScreenReads {
  forgetDocuments();
  const byId = new Map(calls.map((call) => [call.id, call]));
  const bodies = new Map<string, Shape>();
  const bodyOfCall = (id: unknown): Shape | undefined => {
    const call = typeof id === 'string' ? byId.get(id) : undefined;
    if (!call) return undefined; // an unknown call: checkDeclarations says so
    if (!bodies.has(call.id)) bodies.set(call.id, bodyOf(root, call));
    return bodies.get(call.id);
  };
  const tally = { problems: [] as Problem[], checked: 0, skipped: 0, undeclared: new Set<string>() };
  const reads: Record<string, string[]> = {};
  for (const screen of screens) {
    const walker = new ScreenWalker(root, screen, bodyOfCall, options, tally);
    const lookup = isNode(screen.value.lookup) ? screen.value.lookup : undefined;
    if (isNode(screen.value.search)) walker.search(screen.value.search, lookup);
    if (isNode(screen.value.detail)) walker.detail(screen.value.detail, lookup, screen.value.route);
    reads[screen.id] = [...walker.reads].sort();
  }
  return {
    problems: tally.problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line),
    checked: tally.checked,
    skipped: tally.skipped,
    undeclared: [...tally.undeclared].sort(),
    reads,
  };
}
