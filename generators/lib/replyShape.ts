// What a screen can read from a call's reply: its declared body (issue 31, ./replyBody) walked by property names the
// way the runtime's getPath walks the reply. A property declared in any branch (anyOf, oneOf, allOf, if/then/else, a
// nullable type) is there; an object that lists its properties and says nothing of others has no others (as
// tests/api/support/replyCheck.ts reads replies); an open map (`additionalProperties`) has every key. `$ref`s to
// other files (schemas/entities) and within a file (#/definitions/…) are followed as they are met.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

type Schema = Record<string, unknown>;

/** Who gives a value, for messages ('the reply of searchCustomers') and for the list of reads (its call). */
export interface Origin {
  label: string;
  call?: string;
}

/** A property a shape does not have: the names it has, and the files declaring them. */
export interface Missing {
  missing: true;
  known: string[];
  files: string[];
  /** nothing here is an object (a string, a list, a reply without body) */
  notObject: boolean;
  /** the call answers without a body */
  noBody?: boolean;
}

/** A value standing in for the shape when a predicate or derivation is run against it (./traceReads). */
export type Sample = { kind: 'object' } | { kind: 'list' } | { kind: 'any' } | { kind: 'value'; value: unknown };

export function isMissing(found: Shape | Missing): found is Missing {
  return (found as Missing).missing === true;
}

const joinWhere = (where: string, name: string) => (where ? `${where}.${name}` : name);

export abstract class Shape {
  constructor(
    readonly origin: Origin,
    /** where in the body (or the derived value): 'result[].origin' */
    readonly where: string,
  ) {}
  abstract prop(name: string): Shape | Missing;
  /** the items when this is a list; undefined when it is not one */
  abstract items(): Shape | undefined;
  /** the property names it declares */
  abstract keys(): string[];
  abstract sample(truthy: boolean): Sample;
  /** from a call that declares no reply: nothing can be checked */
  get undeclared(): boolean {
    return false;
  }
}

/** Anything at all (an open map's value, a schema without constraints): every property is there. */
export class AnyShape extends Shape {
  prop(name: string): Shape {
    return new AnyShape(this.origin, joinWhere(this.where, name));
  }
  items(): Shape {
    return new AnyShape(this.origin, `${this.where}[]`);
  }
  keys(): string[] {
    return [];
  }
  sample(): Sample {
    return { kind: 'any' };
  }
}

/** The reply of a call that does not declare it yet: every read is skipped, not checked. */
export class UndeclaredShape extends AnyShape {
  override prop(name: string): Shape {
    return new UndeclaredShape(this.origin, joinWhere(this.where, name));
  }
  override items(): Shape {
    return new UndeclaredShape(this.origin, `${this.where}[]`);
  }
  override get undeclared(): boolean {
    return true;
  }
}

/** A reply declared without a body (`reply: false`, a 204): nothing to read. */
export class NoBodyShape extends Shape {
  prop(): Missing {
    return { missing: true, known: [], files: [], notObject: true, noBody: true };
  }
  items(): undefined {
    return undefined;
  }
  keys(): string[] {
    return [];
  }
  sample(): Sample {
    return { kind: 'value', value: undefined };
  }
}

/** Named properties, each its own shape (a record with what the runtime adds to it; a derivation's output). */
export class ObjectShape extends Shape {
  constructor(
    origin: Origin,
    where: string,
    readonly properties: Record<string, Shape>,
    /** when set, a name it does not list is looked up here (the record the runtime added properties to) */
    readonly base?: Shape,
  ) {
    super(origin, where);
  }
  prop(name: string): Shape | Missing {
    if (Object.prototype.hasOwnProperty.call(this.properties, name)) return this.properties[name];
    if (this.base) {
      const found = this.base.prop(name);
      if (!isMissing(found)) return found;
      return { ...found, known: [...found.known, ...Object.keys(this.properties)] };
    }
    return { missing: true, known: Object.keys(this.properties), files: [], notObject: false };
  }
  items(): Shape | undefined {
    return this.base?.items();
  }
  keys(): string[] {
    return [...new Set([...(this.base?.keys() ?? []), ...Object.keys(this.properties)])];
  }
  sample(): Sample {
    return { kind: 'object' };
  }
  override get undeclared(): boolean {
    return this.base?.undeclared ?? false;
  }
}

/** A derivation's list: its items' shape, or anything when no run gave an item. */
export class ListShape extends Shape {
  constructor(
    origin: Origin,
    where: string,
    readonly item: Shape | undefined,
  ) {
    super(origin, where);
  }
  prop(name: string): Shape | Missing {
    if (/^\d+$/.test(name)) return this.items();
    return { missing: true, known: [], files: [], notObject: true };
  }
  items(): Shape {
    return this.item ?? new AnyShape(this.origin, `${this.where}[]`);
  }
  keys(): string[] {
    return [];
  }
  sample(): Sample {
    return { kind: 'list' };
  }
}

/** A plain value a derivation gave (a string, a number, nothing). */
export class ValueShape extends Shape {
  constructor(
    origin: Origin,
    where: string,
    readonly value: unknown,
  ) {
    super(origin, where);
  }
  prop(): Missing {
    return { missing: true, known: [], files: [], notObject: true };
  }
  items(): undefined {
    return undefined;
  }
  keys(): string[] {
    return [];
  }
  sample(): Sample {
    return { kind: 'value', value: this.value };
  }
}

/** One of several shapes (a call answering 200 or 201, the runs of a derivation): a property any of them has. */
export class UnionShape extends Shape {
  constructor(readonly shapes: Shape[]) {
    super(shapes[0].origin, shapes[0].where);
  }
  prop(name: string): Shape | Missing {
    const results = this.shapes.map((shape) => shape.prop(name));
    const found = results.filter((r): r is Shape => !isMissing(r));
    if (found.length) return found.length === 1 ? found[0] : new UnionShape(found);
    const missing = results as Missing[];
    return {
      missing: true,
      known: [...new Set(missing.flatMap((m) => m.known))],
      files: [...new Set(missing.flatMap((m) => m.files))],
      notObject: missing.every((m) => m.notObject),
      noBody: missing.every((m) => m.noBody),
    };
  }
  items(): Shape | undefined {
    const items = this.shapes.map((shape) => shape.items()).filter((s): s is Shape => s !== undefined);
    if (!items.length) return undefined;
    return items.length === 1 ? items[0] : new UnionShape(items);
  }
  keys(): string[] {
    return [...new Set(this.shapes.flatMap((shape) => shape.keys()))];
  }
  sample(truthy: boolean): Sample {
    const samples = this.shapes.map((shape) => shape.sample(truthy));
    return (
      samples.find((s) => s.kind === 'any') ??
      samples.find((s) => s.kind === 'object') ??
      samples.find((s) => s.kind === 'list') ??
      samples[0]
    );
  }
  override get undeclared(): boolean {
    return this.shapes.some((shape) => shape.undeclared);
  }
}

/** A schema node with the file it was read from (for `$ref`s and messages). */
interface Node {
  schema: Schema | boolean;
  /** absolute path of the file holding it */
  file: string;
  /** the whole document of that file (for #/… refs) */
  doc: unknown;
}

const documents = new Map<string, unknown>();

/** Files are read once per check (npm run dev checks again after every edit: an edited entity is read again). */
export function forgetDocuments(): void {
  documents.clear();
}

function documentOf(file: string): unknown {
  if (!documents.has(file)) {
    const text = readFileSync(file, 'utf8');
    documents.set(file, file.endsWith('.json') ? JSON.parse(text) : parse(text));
  }
  return documents.get(file);
}

function pointer(doc: unknown, fragment: string): unknown {
  let node = doc;
  for (const raw of fragment.replace(/^\//, '').split('/').filter(Boolean)) {
    const step = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[step] : undefined;
  }
  return node;
}

const isObject = (value: unknown): value is Schema =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

const DESCRIBING = ['type', 'properties', 'items', 'additionalProperties', 'patternProperties', 'enum', 'const'];

/** The alternatives a node stands for, each with no $ref or combinator left: none when it only constrains. */
function alternatives(node: Node, chain: string[]): Node[] {
  const { schema } = node;
  if (schema === true) return [node];
  if (!isObject(schema)) return [];
  if (typeof schema.$ref === 'string') {
    const [file, fragment = ''] = schema.$ref.split('#');
    const target = file ? path.resolve(path.dirname(node.file), file) : node.file;
    const key = `${target}#${fragment}`;
    if (chain.includes(key)) return [];
    const doc = file ? documentOf(target) : node.doc;
    const resolved = pointer(doc, fragment);
    if (resolved === undefined) return [];
    return alternatives({ schema: resolved as Schema, file: target, doc }, [...chain, key]);
  }
  const out: Node[] = [];
  if (DESCRIBING.some((keyword) => keyword in schema)) out.push(node);
  for (const keyword of ['anyOf', 'oneOf', 'allOf']) {
    const branches = schema[keyword];
    if (Array.isArray(branches))
      for (const branch of branches) out.push(...alternatives({ ...node, schema: branch as Schema }, chain));
  }
  for (const keyword of ['then', 'else']) {
    if (isObject(schema[keyword])) out.push(...alternatives({ ...node, schema: schema[keyword] as Schema }, chain));
  }
  return out;
}

/** The node's alternatives; a node that says nothing of its value (`{}`) is anything. */
function expand(node: Node): Node[] {
  const found = alternatives(node, []);
  return found.length ? found : [{ ...node, schema: true }];
}

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type.map(String);
  if (typeof schema.type === 'string') return [schema.type];
  const types: string[] = [];
  if ('properties' in schema || 'additionalProperties' in schema || 'patternProperties' in schema) types.push('object');
  if ('items' in schema) types.push('array');
  const values = Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : [];
  for (const value of values) {
    const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
    if (!types.includes(type)) types.push(type);
  }
  return types;
}

const SAMPLE_STRINGS: Record<string, string> = {
  date: '2024-01-15',
  'date-time': '2024-01-15T10:30:00.000Z',
  email: 'someone@example.com',
  uri: 'https://example.com/',
};

/** A value the node allows: a true-ish one, or a false-ish one (null where allowed, '', 0, false, the last choice). */
function sampleValue(schema: Schema, truthy: boolean): unknown {
  const types = typesOf(schema);
  if (!truthy && types.includes('null')) return null;
  if (Array.isArray(schema.enum) && schema.enum.length) {
    const choices = schema.enum.filter((v) => v !== null);
    if (choices.length) return truthy ? choices[0] : choices[choices.length - 1];
  }
  if ('const' in schema) return schema.const;
  if (types.includes('string'))
    return truthy ? (SAMPLE_STRINGS[String(schema.format)] ?? 'x') : (SAMPLE_STRINGS[String(schema.format)] ?? '');
  if (types.includes('integer') || types.includes('number')) return truthy ? 1 : 0;
  if (types.includes('boolean')) return truthy;
  return null;
}

/** A declared schema: the union of its alternatives. */
export class SchemaShape extends Shape {
  private readonly nodes: Node[];

  constructor(origin: Origin, where: string, nodes: Node[]) {
    super(origin, where);
    this.nodes = nodes.flatMap(expand);
  }

  prop(name: string): Shape | Missing {
    const found: Node[] = [];
    const known = new Set<string>();
    const files = new Set<string>();
    let open = false;
    let anObject = false;
    for (const node of this.nodes) {
      const { schema } = node;
      if (schema === true) {
        open = true;
        continue;
      }
      if (!isObject(schema)) continue;
      const types = typesOf(schema);
      if (types.includes('array') && /^\d+$/.test(name)) {
        found.push(this.itemNode(node));
        continue;
      }
      if (!types.includes('object')) continue;
      anObject = true;
      const properties = isObject(schema.properties) ? schema.properties : undefined;
      const patterns = isObject(schema.patternProperties) ? schema.patternProperties : undefined;
      const additional = schema.additionalProperties;
      const byPattern = Object.entries(patterns ?? {}).find(([pattern]) => new RegExp(pattern, 'u').test(name));
      if (properties && Object.prototype.hasOwnProperty.call(properties, name))
        found.push({ ...node, schema: properties[name] as Schema });
      else if (byPattern) found.push({ ...node, schema: byPattern[1] as Schema });
      else if (isObject(additional)) found.push({ ...node, schema: additional });
      else if (additional === true || (additional === undefined && !properties && !patterns)) open = true;
      else {
        for (const key of Object.keys(properties ?? {})) known.add(key);
        files.add(node.file);
      }
    }
    const where = /^\d+$/.test(name) && !anObject ? `${this.where}[]` : joinWhere(this.where, name);
    if (found.length) return new SchemaShape(this.origin, where, found);
    if (open) return new AnyShape(this.origin, where);
    return { missing: true, known: [...known], files: [...files], notObject: !anObject };
  }

  private itemNode(node: Node): Node {
    const items = (node.schema as Schema).items;
    return { ...node, schema: isObject(items) ? items : true };
  }

  items(): Shape | undefined {
    const found: Node[] = [];
    let open = false;
    for (const node of this.nodes) {
      if (node.schema === true) open = true;
      else if (isObject(node.schema) && typesOf(node.schema).includes('array')) found.push(this.itemNode(node));
    }
    const where = `${this.where}[]`;
    if (found.length) return new SchemaShape(this.origin, where, found);
    return open ? new AnyShape(this.origin, where) : undefined;
  }

  keys(): string[] {
    const keys = new Set<string>();
    for (const { schema } of this.nodes)
      if (isObject(schema) && isObject(schema.properties))
        for (const key of Object.keys(schema.properties)) keys.add(key);
    return [...keys];
  }

  sample(truthy: boolean): Sample {
    const schemas = this.nodes.map((node) => node.schema);
    if (schemas.some((schema) => schema === true)) return { kind: 'any' };
    const objects = schemas.filter(isObject);
    if (!truthy && objects.some((schema) => typesOf(schema).includes('null'))) return { kind: 'value', value: null };
    if (objects.some((schema) => typesOf(schema).includes('object'))) return { kind: 'object' };
    if (objects.some((schema) => typesOf(schema).includes('array'))) return { kind: 'list' };
    const valued = objects.find((schema) => typesOf(schema).some((type) => type !== 'null')) ?? objects[0];
    return { kind: 'value', value: valued ? sampleValue(valued, truthy) : null };
  }
}

/** A schema written in `file` (absolute; its `$ref`s are relative to it), for `origin`. */
export function shapeOf(schema: unknown, file: string, doc: unknown, origin: Origin): Shape {
  return new SchemaShape(origin, '', [{ schema: schema as Schema, file, doc }]);
}
