// docs/generated/api.md: every call of schemas/api/*.yaml per area — method, path, gate, success status, summary —
// the rules of its path, query and body fields, its reply's fields and every status it answers with their codes
// (issue 31: the one reference, generated from the declarations), so staff and developers need not read the YAML.
import { replyBody } from '../../server/replyBody';

type Schema = Record<string, unknown>;

export interface ApiArea {
  /** file name without .yaml (customers, vouchers …) */
  area: string;
  /** the file's leading comment, without the `#` marks */
  intro: string;
  /** call declarations, `$ref`s to other files already inlined */
  calls: Schema[];
}

/** What the OpenAPI document says a call answers: status → description (refusals name their codes). */
export type CallStatuses = (id: string) => Array<[string, string]>;

/** The comment lines at the top of a YAML file, joined into one paragraph. */
export function leadingComment(text: string): string {
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('#')) break;
    lines.push(line.replace(/^#\s?/, '').trim());
  }
  return lines.filter(Boolean).join(' ');
}

/** Markdown table cells: a `|` would end the cell and a line break the row. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function code(text: string): string {
  return `\`${text}\``;
}

function row(cells: string[]): string {
  return `| ${cells.map(cell).join(' | ')} |`;
}

/** `{ all: [{ flag: x }, { permission: y }] }` → `flag x and permission y`. */
export function describeGate(gate: unknown): string {
  if (gate === undefined) return 'public';
  if (!gate || typeof gate !== 'object') return String(gate);
  const g = gate as Schema;
  if ('minLevel' in g) return `${g.minLevel}+`;
  if ('levels' in g) return `levels ${(g.levels as string[]).join(', ')}`;
  if ('permission' in g) return `permission ${code(String(g.permission))}`;
  if ('flag' in g) return `flag ${code(String(g.flag))}`;
  const group = (items: unknown, joiner: string) =>
    (items as unknown[])
      .map((item) => {
        const text = describeGate(item);
        return item && typeof item === 'object' && ('all' in item || 'any' in item) ? `(${text})` : text;
      })
      .join(joiner);
  if ('all' in g) return group(g.all, ' and ');
  if ('any' in g) return group(g.any, ' or ');
  return JSON.stringify(gate);
}

function value(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

function typeOf(schema: Schema): string {
  if (Array.isArray(schema.enum)) return typeof schema.type === 'string' ? schema.type : 'enum';
  if ('const' in schema) return 'const';
  if (schema.type === 'array') {
    const items = (schema.items ?? {}) as Schema;
    return `array of ${items.type === 'object' || items.properties ? 'object' : typeOf(items)}`;
  }
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  return typeof schema.type === 'string' ? schema.type : 'any';
}

/** The rules of one field schema, in words, without its nested properties. */
function rulesOf(schema: Schema): string[] {
  const rules: string[] = [];
  if (Array.isArray(schema.enum)) rules.push(`one of ${schema.enum.map((v) => code(value(v))).join(', ')}`);
  if ('const' in schema) rules.push(`exactly ${code(value(schema.const))}`);
  if (schema.format) rules.push(`format ${code(String(schema.format))}`);
  if (schema.pattern) rules.push(`pattern ${code(String(schema.pattern))}`);
  if (schema.minLength !== undefined) rules.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) rules.push(`max length ${schema.maxLength}`);
  if (schema.minimum !== undefined) rules.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) rules.push(`≤ ${schema.maximum}`);
  if (schema.minItems !== undefined) rules.push(`at least ${schema.minItems} item(s)`);
  if (schema.maxItems !== undefined) rules.push(`at most ${schema.maxItems} items`);
  if (schema.type === 'array') {
    const items = (schema.items ?? {}) as Schema;
    if (items.type !== 'object' && !items.properties) rules.push(...rulesOf(items).map((rule) => `each: ${rule}`));
  }
  if (schema.default !== undefined) rules.push(`default ${code(value(schema.default))}`);
  if (schema.description) rules.push(String(schema.description));
  return rules;
}

/** `if {reason: const OTHER} then {required: [otherReason]}` → one sentence. */
function describeConditional(schema: Schema, prefix: string): string | undefined {
  const condition = schema.if as Schema | undefined;
  const then = schema.then as Schema | undefined;
  if (!condition || !then) return undefined;
  const when = Object.entries((condition.properties ?? {}) as Record<string, Schema>)
    .map(
      ([name, s]) =>
        `${code(prefix + name)} ${'const' in s ? `is ${code(value(s.const))}` : `matches ${code(JSON.stringify(s))}`}`,
    )
    .join(' and ');
  const needs: string[] = [];
  for (const name of (then.required ?? []) as string[]) needs.push(`${code(prefix + name)} is required`);
  for (const [name, s] of Object.entries((then.properties ?? {}) as Record<string, Schema>)) {
    const rules = rulesOf(s);
    if (rules.length) needs.push(`${code(prefix + name)}: ${rules.join(', ')}`);
  }
  return `When ${when || 'the condition holds'}: ${needs.join('; ') || JSON.stringify(then)}.`;
}

interface FieldRow {
  field: string;
  type: string;
  required: boolean;
  rules: string[];
}

/** Flattens an object schema into dotted field rows (`refunds[].amount`, `flexiUnusedPasses.{key}`). */
function fieldRows(schema: Schema, prefix: string, rows: FieldRow[], notes: string[]): void {
  const required = new Set((schema.required ?? []) as string[]);
  for (const [name, raw] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    const field = prefix + name;
    rows.push({ field, type: typeOf(raw), required: required.has(name), rules: rulesOf(raw) });
    nested(raw, field, rows, notes);
  }
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object') {
    const field = `${prefix}{key}`;
    rows.push({ field, type: typeOf(extra as Schema), required: false, rules: rulesOf(extra as Schema) });
    nested(extra as Schema, field, rows, notes);
  }
  const conditional = describeConditional(schema, prefix);
  if (conditional) notes.push(conditional);
}

function nested(schema: Schema, field: string, rows: FieldRow[], notes: string[]): void {
  if (schema.type === 'object' || schema.properties) fieldRows(schema, `${field}.`, rows, notes);
  const items = schema.items as Schema | undefined;
  if (schema.type === 'array' && items && (items.type === 'object' || items.properties))
    fieldRows(items, `${field}[].`, rows, notes);
}

/** `pathParams`: a path parameter is always present, whatever its schema's `required` says. */
function fieldSection(label: string, schema: Schema | undefined, pathParams = false): string[] {
  if (!schema) return [];
  const rows: FieldRow[] = [];
  const notes: string[] = [];
  fieldRows(schema, '', rows, notes);
  if (pathParams) for (const r of rows) r.required = true;
  const lines = [`${label}:`, ''];
  if (rows.length) {
    lines.push(row(['field', 'type', 'required', 'rules']), row(['---', '---', ':---:', '---']));
    for (const r of rows) lines.push(row([code(r.field), r.type, r.required ? '✓' : '', r.rules.join('; ')]));
  } else lines.push('No fields.');
  if (schema.additionalProperties === false) notes.push('Other fields are refused (400).');
  for (const note of notes) lines.push('', note);
  lines.push('');
  return lines;
}

/** The reply's fields (paged calls: `result` and `links`), for the declared status and any other success status. */
function replySections(call: Schema, links: Schema): string[] {
  const lines: string[] = [];
  const also = (call.alsoAnswers ?? {}) as Record<string, Schema>;
  const bodies: Array<[string, Schema]> = [
    [String(call.status), call],
    ...Object.entries(also).map(([status, reply]): [string, Schema] => [status, { ...reply, query: call.query }]),
  ];
  for (const [status, declaration] of bodies) {
    const body = replyBody(declaration, links);
    if (body === false) lines.push(`Reply ${status}: no body.`, '');
    else if (body === undefined) lines.push(`Reply ${status}: not declared.`, '');
    else if (body.type === 'object' || body.properties) lines.push(...fieldSection(`Reply ${status}`, body));
    else
      lines.push(
        `Reply ${status}: ${typeOf(body)}${rulesOf(body).length ? ` (${rulesOf(body).join('; ')})` : ''}.`,
        '',
      );
  }
  return lines;
}

export function apiDoc(areas: ApiArea[], statuses: CallStatuses = () => [], links: Schema = {}): string {
  const total = areas.reduce((sum, a) => sum + a.calls.length, 0);
  const lines: string[] = [
    '# API reference',
    '',
    'Generated by `npm run generate` from `schemas/api/*.yaml` — do not edit. Every path is under `/api`. For a',
    "gated call the server checks the bearer token (401), then the gate against the caller's resolved brand",
    'profile (403), then params, query and body against the rules below (400 code `1000`, one error per broken',
    'rule), and answers with the success status. A `public` call has no gate.',
    '',
    'Gates: `LEVEL+` is a minimum level; a permission is granted per brand and level as',
    '`docs/generated/permissions.md` shows. Conventions (headers, reply and error shapes): `docs/architecture.md`;',
    'the rules behind each area (models, hidden paths): `docs/api/*.md`. Money is integer pence. Each call lists its',
    "reply's fields and every status it answers; the same in OpenAPI 3.1: `docs/generated/openapi.json` (`/api/docs`).",
    '',
    `${total} calls in ${areas.length} areas:`,
    '',
    ...areas.map((a) => `- [${a.area}](#${a.area}) (${a.calls.length})`),
    '',
  ];
  for (const area of areas) {
    lines.push(
      `## ${area.area}`,
      '',
      `From \`schemas/api/${area.area}.yaml\`.${area.intro ? ` ${area.intro}` : ''}`,
      '',
    );
    lines.push(
      row(['call', 'method', 'path', 'gate', 'status', 'summary']),
      row(['---', '---', '---', '---', '---', '---']),
    );
    for (const call of area.calls) {
      const summary = `${call.sandboxOnly ? '(sandbox only) ' : ''}${String(call.summary ?? '')}`;
      lines.push(
        row([
          `[${code(String(call.id))}](#${String(call.id).toLowerCase()})`,
          String(call.method),
          code(`/api${String(call.path)}`),
          describeGate(call.gate),
          String(call.status ?? ''),
          summary,
        ]),
      );
    }
    lines.push('');
    for (const call of area.calls) {
      lines.push(
        `### ${String(call.id)}`,
        '',
        `${code(`${String(call.method)} /api${String(call.path)}`)} → ${String(call.status ?? '')}`,
        '',
      );
      const sections = [
        ...fieldSection('Path parameters', call.params as Schema | undefined, true),
        ...fieldSection('Query', call.query as Schema | undefined),
        ...fieldSection('Body', call.body as Schema | undefined),
      ];
      lines.push(...(sections.length ? sections : ['No parameters, query or body.', '']));
      lines.push(...replySections(call, links));
      const answered = statuses(String(call.id));
      if (answered.length) {
        lines.push('Answers:', '', row(['status', 'meaning']), row(['---', '---']));
        for (const [status, meaning] of answered) lines.push(row([status, meaning]));
        lines.push('');
      }
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
