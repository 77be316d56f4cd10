// A registered predicate or derivation is code, so what it reads of a record is seen by running it: on a stand-in
// built from the record's declared shape (a Proxy noting each property asked for), twice — once with true-ish values
// and once with false-ish ones (null where allowed, '', 0, false), so both sides of its conditions are taken. A
// property the shape lacks is a misread; what a derivation returns gives the shape of its rows.
import { LEVELS } from '../../src/domain/levels';
import {
  AnyShape,
  isMissing,
  ListShape,
  ObjectShape,
  UnionShape,
  ValueShape,
  type Missing,
  type Origin,
  type Shape,
} from './replyShape';

export interface TracedRead {
  /** the shape the property was asked of */
  shape: Shape;
  name: string;
  missing?: Missing;
}

export interface Trace {
  reads: TracedRead[];
  /** the shape of what it returned, both runs together */
  output: Shape;
}

/** A registered predicate or derivation, called as the runtime calls it: (input, {gateContext, userEmail, config}). */
export type Traced = (input: unknown, context: unknown) => unknown;

/** The stand-ins made so far, with the shape each stands for (a derivation passing one on returns that shape). */
const shapes = new WeakMap<object, Shape>();

const levels = Object.values(LEVELS);

function contextFor(truthy: boolean) {
  return {
    // every flag on, the highest level — then every flag off, the lowest
    gateContext: {
      level: truthy ? Math.max(...levels) : Math.min(...levels),
      flags: new Proxy({}, { get: (_, name) => (typeof name === 'string' ? truthy : undefined) }),
      permissions: {},
    },
    userEmail: 'someone@example.com',
    config: {},
  };
}

/** Anything, read without note (an undeclared reply, an open map): every property is another such value. */
function anything(): unknown {
  const proxy: unknown = new Proxy(function () {}, {
    get: (_, name) => {
      if (name === Symbol.toPrimitive) return () => '';
      if (typeof name === 'symbol' || name === 'then' || name === 'toJSON') return undefined;
      return proxy;
    },
    apply: () => undefined,
  });
  return proxy;
}

class Run {
  readonly reads: TracedRead[] = [];
  /** a value of unknown shape was handed out: what the code returns says nothing sure of its shape */
  vague = false;
  constructor(readonly truthy: boolean) {}

  valueOf(shape: Shape, truthy = this.truthy): unknown {
    const sample = shape.sample(truthy);
    switch (sample.kind) {
      case 'value':
        return sample.value;
      case 'any':
        this.vague = true;
        return truthy ? anything() : undefined;
      case 'list': {
        // a true-ish list holds a true-ish item and a false-ish one, so a filter keeps one of them whichever it asks
        const item = shape.items();
        const list = truthy && item ? [this.valueOf(item, true), this.valueOf(item, false)] : [];
        shapes.set(list, shape);
        return list;
      }
      case 'object':
        return this.record(shape, truthy);
    }
  }

  private record(shape: Shape, truthy: boolean): object {
    const values = new Map<string, unknown>();
    const read = (name: string) => {
      if (values.has(name)) return values.get(name);
      const found = shape.prop(name);
      this.reads.push(isMissing(found) ? { shape, name, missing: found } : { shape, name });
      const value = isMissing(found) ? undefined : this.valueOf(found, truthy);
      values.set(name, value);
      return value;
    };
    const has = (name: string) => !isMissing(shape.prop(name));
    const proxy = new Proxy(
      {},
      {
        get: (_, name) => {
          if (name === Symbol.toPrimitive) return () => '[record]';
          if (typeof name === 'symbol' || name === 'then' || name === 'toJSON') return undefined;
          if (name in Object.prototype) return (Object.prototype as unknown as Record<string, unknown>)[name];
          return read(name);
        },
        has: (_, name) => typeof name === 'string' && has(name),
        ownKeys: () => shape.keys(),
        getOwnPropertyDescriptor: (_, name) =>
          typeof name === 'string' && shape.keys().includes(name)
            ? { configurable: true, enumerable: true, writable: true, value: read(name) }
            : undefined,
      },
    );
    shapes.set(proxy, shape);
    return proxy;
  }
}

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** The shape of a value the code returned: a stand-in's own, or what the plain object or list holds. */
function shapeOfValue(value: unknown, origin: Origin, where: string): Shape {
  if (!value || typeof value !== 'object') return new ValueShape(origin, where, value);
  const known = shapes.get(value);
  if (known) return known;
  if (Array.isArray(value)) {
    const items = value.map((item) => shapeOfValue(item, origin, `${where}[]`));
    return new ListShape(origin, where, items.length ? items.reduce(merge) : undefined);
  }
  if (!isPlain(value)) return new ValueShape(origin, where, value);
  return new ObjectShape(
    origin,
    where,
    Object.fromEntries(
      Object.entries(value).map(([name, v]) => [name, shapeOfValue(v, origin, where ? `${where}.${name}` : name)]),
    ),
  );
}

const isNothing = (shape: Shape) => shape instanceof ValueShape && (shape.value === undefined || shape.value === null);

/** Two runs' outputs as one: lists and objects key by key; nothing gives way to something. */
function merge(a: Shape, b: Shape): Shape {
  if (isNothing(a)) return b;
  if (isNothing(b)) return a;
  if (a === b) return a;
  if (a instanceof ListShape && b instanceof ListShape) {
    const item = a.item && b.item ? merge(a.item, b.item) : (a.item ?? b.item);
    return new ListShape(a.origin, a.where, item);
  }
  if (a instanceof ObjectShape && b instanceof ObjectShape && !a.base && !b.base) {
    const properties = { ...b.properties, ...a.properties };
    for (const name of Object.keys(b.properties))
      if (a.properties[name]) properties[name] = merge(a.properties[name], b.properties[name]);
    return new ObjectShape(a.origin, a.where, properties);
  }
  if (a instanceof ValueShape && b instanceof ValueShape) return a;
  return new UnionShape([a, b]);
}

/**
 * Runs `code` on stand-ins of `input` (or of a list of it, a group's rows) and returns what it asked for and the
 * shape of what it gave. A throw ends a run: what was read until then counts.
 */
export function traceReads(code: Traced, input: Shape, origin: Origin, asList = false): Trace {
  const reads: TracedRead[] = [];
  const outputs: Shape[] = [];
  for (const truthy of [true, false]) {
    const run = new Run(truthy);
    const value = asList ? [run.valueOf(input)] : run.valueOf(input);
    try {
      const output = code(value, contextFor(truthy));
      outputs.push(run.vague ? new AnyShape(origin, '') : shapeOfValue(output, origin, ''));
    } catch {
      outputs.push(new AnyShape(origin, ''));
    }
    reads.push(...run.reads);
  }
  return { reads, output: outputs.reduce(merge) };
}
