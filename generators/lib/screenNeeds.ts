// Issue 24: what a screen needs beyond its declaration travels with its module, so a page pays only for itself:
// the texts it shows and the widget folders whose registrations (src/widgets/*/register.ts: widgets, formats,
// predicates …) it names. Both are read off one graph of what names what, below.
//
// Texts. The shell's own resource files (SHELL_TEXT_FILES)
// load with the shell; every other text — the areas' files (src/i18n/en-GB/*.json) and the widgets' files
// (src/widgets/*/i18n.en-GB.json) — comes with the screen module that uses it, or with the shell manifest
// (shellTexts.json) when the shell itself shows it (menu, page titles, the quick lookup's results).
//
// What a declaration (a screen, a form, what the shell shows of a screen) uses:
// - every string that is a defined key (a count's KEY_one / KEY_other … with it);
// - a key template ('FULFILMENT_{code}'): every key starting with the part before the first '{';
// - a form id: that form's schema and uiSchema, read by the same rules (with the sibling schemas it $refs);
// - a name a widget folder registers: the texts of the code behind it (a lazily loaded component's module, or the
//   registering file for a function: format, predicate, derivation …), and a component's folder's own resource
//   file whole (a widget shows keys only its own file defines: server codes, brand reasons);
// - a call the screen makes (its module's `calls`): the keys its reply may carry, those its handler (server/handlers,
//   one `export const {callId}: Handler` each) and what that imports name (an order's ORDER_STATE_…).
// What code (and what it imports from src/widgets, src/domain, server/handlers) names: the keys it quotes, every key
// of a template's family (`KEYGO_TAP_${kind}` → KEYGO_TAP_…), the forms and registered names it quotes, and the forms
// whose files it imports. The
// shell's code (src/app, src/runtime and the src/domain files they import) brings its keys to the shell (the `status`
// format's STATUS_…).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from './declarations';

type Texts = Record<string, string>;

/**
 * Resource files the shell loads itself (src/i18n/index.ts, src/i18n/signedInTexts.ts, the sign-in pages'
 * src/app/sign-in/signInTexts.ts and authPagesTexts.ts): never embedded.
 */
export const SHELL_TEXT_FILES = [
  'src/i18n/en-GB/common.json',
  'src/i18n/en-GB/auth.json',
  'src/i18n/en-GB/authPages.json',
  'src/i18n/en-GB/layout.json',
  'src/i18n/en-GB/lookup.json',
  'src/runtime/i18n.en-GB.json',
  'src/runtime/i18n.signedIn.en-GB.json',
];

/** The shell's code; the catalogue page loads every text itself (src/i18n/areaTexts.ts). */
const SHELL_CODE_DIRS = ['src/app', 'src/runtime'];
const NOT_SHELL_CODE = /^src\/app\/(catalogue|testing|dev)\/|\.test\.tsx?$/;

const KEY = /^[A-Z][A-Z0-9_]*$/;
const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** Quoted names in code: 'KEY', "orders/rejectRefund", `orderStatus` (one token between two equal quotes). */
const QUOTED = /(['"`])([\w./-]+)\1/g;
/** A key template in code: `PREFIX_${…}` or 'PREFIX_' + … */
const CODE_TEMPLATE = /`([A-Z][A-Z0-9_]*_)\$\{|'([A-Z][A-Z0-9_]*_)'\s*\+/g;
/** Relative imports, static or dynamic. */
const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
/** Relative imports that run with the importing file (not `import('…')`). */
const STATIC_IMPORT = /(?:\bfrom|^\s*import)\s*['"](\.{1,2}\/[^'"]+)['"]/gm;
/** register…('name', …) in a widget folder. */
const REGISTERED = /\bregister(\w*)\(\s*['"]([\w-]+)['"]\s*,/g;
/** Registrations of components: the code behind them is the module they name. */
const COMPONENT_REGISTRATIONS = new Set(['Widget', 'ActionWidget', 'FormWidget', 'FormField']);

const rel = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

interface Catalogue {
  /** key → text, every resource file */
  text: Map<string, string>;
  /** key → its resource file (relative) */
  fileOf: Map<string, string>;
  /** resource file (relative) → its keys */
  keysOf: Map<string, string[]>;
}

function readCatalogue(root: string): Catalogue {
  const files = [
    ...filesUnder(path.join(root, 'src/i18n/en-GB'), '.json'),
    path.join(root, 'src/runtime/i18n.en-GB.json'),
    path.join(root, 'src/runtime/i18n.signedIn.en-GB.json'),
    ...filesUnder(path.join(root, 'src/widgets'), 'i18n.en-GB.json'),
  ].filter((file) => existsSync(file));
  const catalogue: Catalogue = { text: new Map(), fileOf: new Map(), keysOf: new Map() };
  for (const file of files) {
    const texts = JSON.parse(readFileSync(file, 'utf8')) as Texts;
    const name = rel(root, file);
    catalogue.keysOf.set(name, Object.keys(texts));
    for (const [key, text] of Object.entries(texts)) {
      catalogue.text.set(key, text);
      catalogue.fileOf.set(key, name);
    }
  }
  return catalogue;
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** `files` and what they import, transitively, inside `within` (absolute folders). */
function importClosure(files: readonly string[], within: readonly string[], imports = IMPORT): string[] {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(imports)) {
      const target = resolveImport(file, match[1]);
      if (target && !seen.has(target) && within.some((dir) => target.startsWith(dir + path.sep))) queue.push(target);
    }
  }
  return [...seen];
}

function codeFilesUnder(dir: string): string[] {
  return [...filesUnder(dir, '.ts'), ...filesUnder(dir, '.tsx')].filter((f) => !/\.test\.tsx?$/.test(f));
}

interface CodeNames {
  quoted: Set<string>;
  prefixes: Set<string>;
}

/** A form's files imported by path ('../../../schemas/forms/compensation/claimDay.schema.json'): that form's id. */
const FORM_FILE = /schemas\/forms\/([\w/-]+?)\.(?:schema|ui)\.json/g;

function namesInCode(files: readonly string[]): CodeNames {
  const out: CodeNames = { quoted: new Set(), prefixes: new Set() };
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(QUOTED)) out.quoted.add(m[2]);
    // code that imports a form's files shows that form (the claim accordion's sections)
    for (const m of text.matchAll(FORM_FILE)) out.quoted.add(m[1]);
    for (const m of text.matchAll(CODE_TEMPLATE)) out.prefixes.add(m[1] ?? m[2]);
  }
  return out;
}

/**
 * The module a component registration names: `lazy(() => import('./X'))`, or an identifier imported from './X';
 * otherwise the registering file itself.
 */
function registeredModule(file: string, text: string, at: number): string {
  const call = text.slice(at, at + 400).split(/\bregister\w*\(/)[1] ?? '';
  const lazy = /import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/.exec(call);
  if (lazy) return resolveImport(file, lazy[1]) ?? file;
  const ident = /^\s*['"][\w-]+['"]\s*,\s*([A-Za-z_$][\w$]*)/.exec(call)?.[1];
  if (ident) {
    const from = new RegExp(`import\\s*(?:type\\s+)?[^;]*\\b${ident}\\b[^;]*from\\s*['"](\\.{1,2}/[^'"]+)['"]`).exec(
      text,
    );
    if (from) return resolveImport(file, from[1]) ?? file;
  }
  return file;
}

type Registration =
  { kind: 'component'; module: string; folder: string } | { kind: 'function'; file: string; folder: string };

/** What one form, component, registered function or call names directly: keys, widget folders, and the nodes it leads to. */
interface Node {
  keys: Set<string>;
  folders: Set<string>;
  next: Set<string>;
}

const emptyNode = (next: Iterable<string> = []): Node => ({ keys: new Set(), folders: new Set(), next: new Set(next) });

/** Which texts and widget folders a screen module (or the shell) needs, from the sources under `root`. */
export class ScreenNeeds {
  private readonly catalogue: Catalogue;
  private readonly shellFiles = new Set(SHELL_TEXT_FILES);
  private readonly formsDir: string;
  /** name → its registrations (a widget and the queries it starts with the page share a name) */
  private readonly registrations = new Map<string, Registration[]>();
  /** registering file → the names it registers (quoted there to name them, not to use them) */
  private readonly registeredIn = new Map<string, Set<string>>();
  private readonly handlers = new Map<string, string>();
  /** form:{id}, component:{folder}:{module}, function:{file}, call:{callId} → what it names directly */
  private readonly nodes = new Map<string, Node>();

  constructor(private readonly root: string) {
    this.catalogue = readCatalogue(root);
    this.formsDir = path.join(root, 'schemas/forms');
    const widgetsDir = path.join(root, 'src/widgets');
    if (existsSync(widgetsDir)) {
      for (const folder of readdirSync(widgetsDir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
        for (const file of codeFilesUnder(path.join(widgetsDir, folder.name))) {
          const text = readFileSync(file, 'utf8');
          for (const m of text.matchAll(REGISTERED)) {
            this.registeredIn.set(file, new Set([...(this.registeredIn.get(file) ?? []), m[2]]));
            const registration: Registration = COMPONENT_REGISTRATIONS.has(m[1])
              ? { kind: 'component', module: registeredModule(file, text, m.index), folder: folder.name }
              : { kind: 'function', file, folder: folder.name };
            this.registrations.set(m[2], [...(this.registrations.get(m[2]) ?? []), registration]);
          }
        }
      }
    }
    for (const file of codeFilesUnder(path.join(root, 'server/handlers'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/export const (\w+): Handler\b/g))
        this.handlers.set(m[1], file);
    }
  }

  /** Every key the catalogue defines for `key`: itself and its count forms. */
  private definedForms(key: string): string[] {
    return [key, ...PLURAL_SUFFIXES.map((s) => `${key}_${s}`)].filter((k) => this.catalogue.text.has(k));
  }

  private withPrefix(prefix: string): string[] {
    return [...this.catalogue.text.keys()].filter((k) => k.startsWith(prefix));
  }

  private isFormId(value: string): boolean {
    return /^[\w-]+(\/[\w-]+)+$/.test(value) && existsSync(path.join(this.formsDir, `${value}.schema.json`));
  }

  /** What a declaration value (screen, form, shell entry) names: its keys, and the forms and code behind its names. */
  private visit(value: unknown, node: Node): void {
    if (Array.isArray(value)) for (const item of value) this.visit(item, node);
    else if (value && typeof value === 'object') for (const item of Object.values(value)) this.visit(item, node);
    else if (typeof value === 'string') this.useString(value, node);
  }

  private useString(value: string, node: Node): void {
    for (const key of this.definedForms(value)) node.keys.add(key);
    const brace = value.indexOf('{');
    if (brace > 0 && KEY.test(value.slice(0, brace)))
      for (const key of this.withPrefix(value.slice(0, brace))) node.keys.add(key);
    this.useName(value, node);
  }

  /** A form id or a registered name leads to what it brings; a registered name needs its folder's registrations. */
  private useName(value: string, node: Node): void {
    if (this.isFormId(value)) node.next.add(`form:${value}`);
    for (const registration of this.registrations.get(value) ?? []) {
      node.folders.add(registration.folder);
      node.next.add(
        registration.kind === 'component'
          ? `component:${registration.folder}:${registration.module}`
          : `function:${registration.file}`,
      );
    }
  }

  /** A node's own keys and the nodes it leads to, computed once; texts are the union over what it reaches. */
  private node(id: string): Node {
    let node = this.nodes.get(id);
    if (node) return node;
    node = emptyNode();
    this.nodes.set(id, node);
    const [kind, ...rest] = id.split(':');
    const arg = rest.join(':');
    const widgetCode = [path.join(this.root, 'src/widgets'), path.join(this.root, 'src/domain')];
    if (kind === 'form') {
      const dir = path.dirname(path.join(this.formsDir, arg));
      for (const suffix of ['.schema.json', '.ui.json']) {
        const file = path.join(this.formsDir, `${arg}${suffix}`);
        if (!existsSync(file)) continue;
        const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
        this.visit(data, node);
        // sibling schemas it $refs ("smartcardAddress.schema.json")
        for (const m of JSON.stringify(data).matchAll(/"\$ref":"([^"#]+)\.schema\.json/g)) {
          const target = rel(this.formsDir, path.resolve(dir, m[1]));
          if (this.isFormId(target)) node.next.add(`form:${target}`);
        }
      }
    } else if (kind === 'function') {
      // a registered function runs with its registering file: what that file and its static imports name, the names
      // that file registers aside (registering a component names it without showing it)
      this.useCode(importClosure([arg], widgetCode, STATIC_IMPORT), node, true, this.registeredIn.get(arg));
    } else if (kind === 'component') {
      const [folder, module] = [rest[0], rest.slice(1).join(':')];
      this.useCode(importClosure([module], widgetCode), node);
      for (const key of this.catalogue.keysOf.get(`src/widgets/${folder}/i18n.en-GB.json`) ?? []) node.keys.add(key);
    } else if (kind === 'call') {
      const file = this.handlers.get(arg);
      const within = [path.join(this.root, 'server/handlers'), path.join(this.root, 'src/domain')];
      if (file) this.useCode(importClosure([file], within, STATIC_IMPORT), node, false);
    }
    return node;
  }

  /** What code names: quoted keys, templates' families, and (`names`) the forms and registered names it quotes. */
  private useCode(files: readonly string[], node: Node, names = true, except?: ReadonlySet<string>): void {
    const found = namesInCode(files);
    for (const prefix of found.prefixes) for (const key of this.withPrefix(prefix)) node.keys.add(key);
    for (const quoted of found.quoted) {
      for (const key of this.definedForms(quoted)) node.keys.add(key);
      if (names && !except?.has(quoted)) this.useName(quoted, node);
    }
  }

  /** The keys and folders of `start` and of every node it reaches. */
  private reach(start: Node): { keys: Set<string>; folders: Set<string> } {
    const keys = new Set(start.keys);
    const folders = new Set(start.folders);
    const seen = new Set<string>();
    const queue = [...start.next];
    while (queue.length) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const node = this.node(id);
      for (const key of node.keys) keys.add(key);
      for (const folder of node.folders) folders.add(folder);
      for (const next of node.next) if (!seen.has(next)) queue.push(next);
    }
    return { keys, folders };
  }

  /**
   * key → text of what `values` use and what the replies of `calls` may carry, leaving out what the shell's own
   * files bring; sorted by key.
   */
  textsOf(values: readonly unknown[], calls: readonly string[] = []): Texts {
    const start = emptyNode(calls.map((call) => `call:${call}`));
    for (const value of values) this.visit(value, start);
    return this.pick(this.reach(start).keys);
  }

  /** The widget folders whose registrations what `values` names needs (its widgets, formats, predicates …), sorted. */
  widgetFoldersOf(values: readonly unknown[]): string[] {
    const start = emptyNode();
    for (const value of values) this.visit(value, start);
    return [...this.reach(start).folders].sort();
  }

  /** What the signed-in shell shows of the areas' texts: `values` (what it shows of screens, menu, brands) and its code. */
  shellTexts(values: readonly unknown[]): Texts {
    const start = emptyNode();
    for (const value of values) this.visit(value, start);
    const dirs = SHELL_CODE_DIRS.map((d) => path.join(this.root, d));
    const shellCode = (f: string) => !NOT_SHELL_CODE.test(rel(this.root, f));
    const entries = dirs.flatMap(codeFilesUnder).filter(shellCode);
    const code = importClosure(entries, [...dirs, path.join(this.root, 'src/domain')]).filter(shellCode);
    // the shell's code registers nothing of the widgets': only its own keys and families
    this.useCode(code, start, false);
    return this.pick(this.reach(start).keys);
  }

  private pick(keys: Iterable<string>): Texts {
    const out: Texts = {};
    for (const key of [...keys].sort()) {
      if (this.shellFiles.has(this.catalogue.fileOf.get(key) ?? '')) continue;
      out[key] = this.catalogue.text.get(key)!;
    }
    return out;
  }
}
