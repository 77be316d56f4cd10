// A parsed YAML (or JSON) file that remembers where each key is, so errors can name file:line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';

export type KeyPath = Array<string | number>;

export interface YamlSource {
  /** path relative to the project root, with forward slashes (used in messages) */
  file: string;
  doc: Document;
  lineCounter: LineCounter;
  data: unknown;
  /** YAML syntax errors, already formatted as `file:line message` */
  syntaxErrors: string[];
}

export function parseYamlSource(file: string, text: string): YamlSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const syntaxErrors = doc.errors.map((error) => {
    const line = error.pos ? lineCounter.linePos(error.pos[0]).line : 1;
    return `${file}:${line} ${error.message.split('\n')[0]}`;
  });
  return { file, doc, lineCounter, data: syntaxErrors.length ? undefined : doc.toJS(), syntaxErrors };
}

/**
 * Files parsed so far, by name and path, with the text they were parsed from. `npm run dev` regenerates after every
 * edit, and parsing every screen and call file again was most of a screen edit's time; a file whose text changed is
 * parsed again.
 */
const parsed = new Map<string, { text: string; source: YamlSource }>();

/** Each call gets its own copy of the data, so a caller that changes it changes nothing another call reads. */
export function readYamlSource(root: string, absolutePath: string): YamlSource {
  const file = path.relative(root, absolutePath).split(path.sep).join('/');
  const text = readFileSync(absolutePath, 'utf8');
  const key = `${file}\0${absolutePath}`;
  let entry = parsed.get(key);
  if (entry?.text !== text) {
    entry = { text, source: parseYamlSource(file, text) };
    parsed.set(key, entry);
  }
  const { source } = entry;
  return { ...source, data: structuredClone(source.data), syntaxErrors: [...source.syntaxErrors] };
}

/** Dotted key path for messages: flags.enableEvouchers, permissions.canAddVoucher.all[0].flag */
export function formatKeyPath(keyPath: KeyPath): string {
  return keyPath
    .map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : index === 0 ? segment : `.${segment}`))
    .join('');
}

/** Splits an ajv instancePath (/flags/enableEvouchers) into segments; array indexes become numbers. */
export function splitInstancePath(instancePath: string): KeyPath {
  if (!instancePath) return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

interface Located {
  /** how many segments of the path exist in the file */
  depth: number;
  line: number;
}

/**
 * Line of a key path in the file. With `atKey`, the line of the last key itself (for "unknown key"
 * errors); otherwise the line of its value. A path that does not fully exist resolves to its deepest
 * existing ancestor.
 */
export function locate(source: YamlSource, keyPath: KeyPath, atKey = true): Located {
  let node: unknown = source.doc.contents;
  let line = 1;
  let depth = 0;
  const lineOf = (n: unknown) => {
    const range = (n as Node | undefined)?.range;
    return range ? source.lineCounter.linePos(range[0]).line : line;
  };
  line = lineOf(node);
  for (const segment of keyPath) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
      if (!pair) break;
      line = atKey ? lineOf(pair.key) : lineOf(pair.value ?? pair.key);
      node = pair.value;
    } else if (isSeq(node) && typeof segment === 'number' && segment < node.items.length) {
      node = node.items[segment];
      line = lineOf(node);
    } else break;
    depth += 1;
  }
  return { depth, line };
}

export function hasPath(data: unknown, keyPath: KeyPath): boolean {
  let current = data;
  for (const segment of keyPath) {
    if (current === null || typeof current !== 'object') return false;
    if (!Object.prototype.hasOwnProperty.call(current, segment)) return false;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return true;
}
