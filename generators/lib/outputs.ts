// Everything `npm run generate` writes, built in memory so `--check` can compare it with the disk.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { loadBrandSources, resolveBrands } from './brandSources';
import { readBrandSchema } from './brandSchema';
import { checkBrands } from './checkBrands';
import { apiDoc, leadingComment } from './apiDoc';
import {
  type Declaration,
  apiDeclarations,
  filesUnder,
  inlineFileRefs,
  readApiSources,
  readScreenSources,
  screenDeclarations,
} from './declarations';
import { generateTypeFile, type SchemaDocument } from './entityTypes';
import { replyBody, undeclaredReplies } from '../../server/replyBody';
import { compileFormValidatorModule, validatorDeclaration } from './formValidators';
import { openApiOutput } from './openApiOutput';
import { permissionsDoc } from './permissionsDoc';
import { locate } from './yamlSource';
import {
  runtimeCall,
  screenModule,
  screenModuleIndex,
  searchFormLoaders,
  shellEntry,
  widgetCalls,
} from './screenModules';
import { ScreenNeeds } from './screenNeeds';

/** Folders whose whole content the generator owns: files there that it does not produce are stale. */
export const OWNED_DIRS = ['src/generated', 'docs/generated'];

export function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

function sortedById<T>(entries: Array<[string, T]>): Record<string, T> {
  return Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export class GenerateError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/** Gates and level names are the hand-written types of src/domain, so the profile type uses them. */
function typedBrandSchema(schema: SchemaDocument): SchemaDocument {
  const replace = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(replace);
    if (!node || typeof node !== 'object') return node;
    const ref = (node as Record<string, unknown>).$ref;
    if (ref === '#/definitions/gate') return { tsType: 'Gate' };
    if (ref === '#/definitions/levelName') return { tsType: 'LevelName' };
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, replace(value)]));
  };
  const { gate: _gate, levelName: _levelName, ...definitions } = schema.definitions as Record<string, unknown>;
  return replace({ ...schema, definitions }) as SchemaDocument;
}

/** The independent parts of the output, so the dev server can rebuild only what an edit touched. */
export type OutputPart = 'brands' | 'types' | 'validators' | 'screens' | 'api' | 'modules';
export const OUTPUT_PARTS: readonly OutputPart[] = ['brands', 'types', 'validators', 'screens', 'api', 'modules'];

/** Which output files belong to a part (relative paths): a partial run compares and removes only these. */
export function outputPartOf(file: string): OutputPart | undefined {
  if (file.startsWith('src/generated/brands/') || file === 'src/generated/brandIndex.json') return 'brands';
  if (file === 'docs/generated/permissions.md') return 'brands';
  if (file.startsWith('src/generated/types/')) return 'types';
  // what the browser loads (issue 24): screens with the run-time part of their calls
  const moduleFiles = ['shell.json', 'shellTexts.json', 'calls.json', 'searchForms.ts'].map(
    (f) => `src/generated/${f}`,
  );
  if (moduleFiles.includes(file)) return 'modules';
  if (file.startsWith('src/generated/screens/')) return 'modules';
  if (file.startsWith('src/generated/validators/')) return 'validators';
  if (file === 'src/generated/screens.json' || file === 'src/generated/screenSources.json') return 'screens';
  if (file === 'src/generated/api.json' || file === 'docs/generated/api.md' || file === 'docs/generated/openapi.json')
    return 'api';
  if (file.startsWith('src/generated/replies/')) return 'api';
  return undefined;
}

/** `parts`: build only these (the dev server after an edit); default all. */
export async function buildOutputs(
  root: string,
  parts: ReadonlySet<OutputPart> = new Set(OUTPUT_PARTS),
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const brandSchema = readBrandSchema(root);
  if (parts.has('brands')) buildBrandOutputs(root, brandSchema, out);
  if (parts.has('types')) await buildTypeOutputs(root, brandSchema, out);
  if (parts.has('validators')) buildValidatorOutputs(root, out);
  if (parts.has('screens')) {
    // Screens, as written, keyed by id.
    const screens = screenDeclarations(readScreenSources(root));
    out.set('src/generated/screens.json', json(sortedById(screens.map((s) => [s.id, s.value]))));
    // where each is declared, for the screen catalogue (/catalogue)
    out.set(
      'src/generated/screenSources.json',
      json(
        sortedById(screens.map((s) => [s.id, { file: s.source.file, line: locate(s.source, [...s.at, 'id']).line }])),
      ),
    );
  }
  if (parts.has('api')) await buildApiOutputs(root, out);
  if (parts.has('modules')) buildScreenModuleOutputs(root, out);
  return out;
}

function buildBrandOutputs(root: string, brandSchema: SchemaDocument, out: Map<string, string>): void {
  // Brand profiles: resolved, validated, one JSON document each, plus the sign-in index.
  const sources = loadBrandSources(root);
  const problems = checkBrands(root, sources, brandSchema);
  if (problems.length) throw new GenerateError(problems);
  const resolved = resolveBrands(sources);
  for (const { id, profile } of resolved) out.set(`src/generated/brands/${id}.json`, json(profile));
  out.set(
    'src/generated/brandIndex.json',
    json(
      resolved.map(({ profile }) => ({
        id: profile.id,
        displayName: profile.displayName,
        translationKey: profile.translationKey,
        logo: profile.logo,
        isPrivate: profile.isPrivate,
      })),
    ),
  );
  out.set('docs/generated/permissions.md', permissionsDoc(resolved.map((r) => r.profile)));
}

async function buildTypeOutputs(root: string, brandSchema: SchemaDocument, out: Map<string, string>): Promise<void> {
  // Types: the brand profile, then every entity schema.
  const profileType = await generateTypeFile(
    typedBrandSchema(brandSchema),
    'schemas/meta/brand.schema.json',
    () => '',
    ["import type { Gate } from '../../domain/checkGate';", "import type { LevelName } from '../../domain/levels';"],
  );
  out.set('src/generated/types/BrandProfile.ts', profileType.code);
  const entityDir = path.join(root, 'schemas/entities');
  const entityFiles = filesUnder(entityDir, '.schema.json');
  const entitySchemas = new Map(
    entityFiles.map((file) => [path.basename(file), JSON.parse(readFileSync(file, 'utf8')) as SchemaDocument]),
  );
  const titleOfFile = (ref: string) => {
    const target = entitySchemas.get(path.basename(ref.split('#')[0]));
    if (!target?.title) throw new GenerateError([`schemas/entities: $ref ${ref} names no entity schema with a title`]);
    return String(target.title);
  };
  for (const [file, schema] of entitySchemas) {
    if (!schema.title) throw new GenerateError([`schemas/entities/${file}: needs a title (the type name)`]);
    const { name, code } = await generateTypeFile(schema, `schemas/entities/${file}`, titleOfFile);
    out.set(`src/generated/types/${name}.ts`, code);
  }
}

function buildValidatorOutputs(root: string, out: Map<string, string>): void {
  // Precompiled form validators and their lazy index.
  const formsDir = path.join(root, 'schemas/forms');
  const formIds: string[] = [];
  for (const file of filesUnder(formsDir, '.schema.json')) {
    const formId = path
      .relative(formsDir, file)
      .split(path.sep)
      .join('/')
      .replace(/\.schema\.json$/, '');
    const moduleName = formId.replace(/\//g, '__');
    const schema = inlineFileRefs(JSON.parse(readFileSync(file, 'utf8')), path.dirname(file)) as RJSFSchema;
    out.set(`src/generated/validators/${moduleName}.js`, compileFormValidatorModule(schema, formId));
    out.set(`src/generated/validators/${moduleName}.d.ts`, validatorDeclaration);
    formIds.push(formId);
  }
  out.set(
    'src/generated/validators/index.ts',
    [
      '// Generated by generators/run.ts — do not edit.',
      '// Form id (path under schemas/forms without .schema.json) → precompiled validator functions for',
      '// createPrecompiledValidator(validateFns, schema) from @rjsf/validator-ajv8.',
      "import type { ValidatorFunctions } from '@rjsf/validator-ajv8';",
      '',
      'export const formValidators: Record<string, () => Promise<ValidatorFunctions>> = {',
      ...formIds.map(
        (id) => `  '${id}': () => import('./${id.replace(/\//g, '__')}.js').then((module) => module.default),`,
      ),
      '};',
      '',
    ].join('\n'),
  );
}

async function buildApiOutputs(root: string, out: Map<string, string>): Promise<void> {
  // Calls, as written, keyed by id, with their file references inlined.
  const calls = apiDeclarations(readApiSources(root));
  const inlinedCalls = calls.map((c) => ({
    call: c,
    value: inlineFileRefs(c.value, path.join(root, path.dirname(c.source.file))) as Record<string, unknown>,
  }));
  // every call says what it answers (issue 31): the document, the types and the reply checks read it
  const undeclared = new Set(undeclaredReplies(calls));
  if (undeclared.size)
    throw new GenerateError(
      calls
        .filter((c) => undeclared.has(c.id))
        .map(
          (c) =>
            `${c.source.file}:${locate(c.source, [...c.at, 'id']).line} ${c.id}: declares no reply — add \`result:\` (the { result } envelope's content), \`reply:\` (another body, or false for none) or status 204`,
        ),
    );
  out.set('src/generated/api.json', json(sortedById(inlinedCalls.map(({ call, value }) => [call.id, value]))));
  const openApi = await openApiOutput(root, calls);
  if (openApi.problems.length) throw new GenerateError(openApi.problems);
  out.set('docs/generated/openapi.json', json(openApi.document));
  // The API reference: one section per schemas/api file, calls in the order written, with what each answers.
  const operations = new Map<string, Record<string, { description?: string }>>();
  for (const methods of Object.values(openApi.document.paths as Record<string, Record<string, SchemaDocument>>))
    for (const operation of Object.values(methods))
      operations.set(String(operation.operationId), operation.responses as Record<string, { description?: string }>);
  const responseComponents = (openApi.document.components as { responses: Record<string, { description: string }> })
    .responses;
  const statusesOf = (id: string): Array<[string, string]> =>
    Object.entries(operations.get(id) ?? {}).map(([status, response]) => {
      const ref = (response as { $ref?: string }).$ref;
      return [status, (ref ? responseComponents[ref.split('/').pop()!]?.description : response.description) ?? ''];
    });
  const pagedLinks = JSON.parse(readFileSync(path.join(root, 'schemas/entities/pagedLinks.schema.json'), 'utf8'));
  const apiFiles = [...new Set(calls.map((c) => c.source.file))];
  out.set(
    'docs/generated/api.md',
    apiDoc(
      apiFiles.map((file) => ({
        area: path.basename(file, '.yaml'),
        intro: leadingComment(readFileSync(path.join(root, file), 'utf8')),
        calls: inlinedCalls.filter(({ call }) => call.source.file === file).map(({ value }) => value),
      })),
      statusesOf,
      pagedLinks,
    ),
  );
  await buildReplyTypes(root, calls, out);
}

/** `getOrder` → `GetOrderReply` */
const replyTypeName = (id: string) => `${id[0].toUpperCase()}${id.slice(1)}Reply`;

/**
 * One type per call for its success reply (issue 31), and `Replies`, call id → reply type, which the server's
 * handlers are held to (server/handlers/typedHandlers.ts) and the console's widgets read.
 */
async function buildReplyTypes(root: string, calls: Declaration[], out: Map<string, string>): Promise<void> {
  const entityTitles = new Map(
    filesUnder(path.join(root, 'schemas/entities'), '.schema.json').map((file) => [
      path.basename(file),
      String((JSON.parse(readFileSync(file, 'utf8')) as SchemaDocument).title),
    ]),
  );
  const titleOfFile = (ref: string) => {
    const title = entityTitles.get(path.basename(ref.split('#')[0]));
    if (!title) throw new GenerateError([`schemas/api: $ref ${ref} names no entity schema with a title`]);
    return title;
  };
  const entries: string[] = [];
  const imports: string[] = [];
  for (const call of [...calls].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const name = replyTypeName(call.id);
    const bodies = [
      replyBody(call.value),
      ...Object.values((call.value.alsoAnswers ?? {}) as Record<string, Record<string, unknown>>).map((also) =>
        replyBody({ ...also, query: call.value.query }),
      ),
    ];
    if (bodies.some((body) => body === undefined)) {
      entries.push(`  ${call.id}: unknown;`);
      continue;
    }
    const schemas = bodies.filter((body): body is SchemaDocument => body !== false);
    const source = call.source.file;
    let code: string;
    if (schemas.length === 0) {
      code = `// Generated by generators/run.ts from ${source} — do not edit.\n\n/** ${call.id} answers no body. */\nexport type ${name} = void;\n`;
    } else {
      const schema = inlineLocalRefs(schemas.length === 1 ? schemas[0] : { anyOf: schemas });
      ({ code } = await generateTypeFile({ ...schema, title: name }, source, titleOfFile, [], '../types'));
    }
    out.set(`src/generated/replies/${name}.ts`, code);
    imports.push(`import type { ${name} } from './${name}';`);
    entries.push(`  ${call.id}: ${name};`);
  }
  out.set(
    'src/generated/replies/index.ts',
    [
      '// Generated by generators/run.ts from schemas/api — do not edit.',
      '// Call id → the body of its success reply (unknown while a call declares none).',
      ...imports,
      '',
      'export interface Replies {',
      ...entries,
      '}',
      '',
    ].join('\n'),
  );
}

/** A reply schema's own `title`s would name types after the schema's parts; the type is named after the call. */
function inlineLocalRefs(schema: SchemaDocument): SchemaDocument {
  const { title: _title, ...rest } = schema;
  return rest;
}

function buildScreenModuleOutputs(root: string, out: Map<string, string>): void {
  const calls = apiDeclarations(readApiSources(root));
  const inlinedCalls = calls.map((c) => ({
    call: c,
    value: inlineFileRefs(c.value, path.join(root, path.dirname(c.source.file))) as Record<string, unknown>,
  }));
  // What the browser loads (issue 24): the shell manifest, one module per screen, and the run-time part of every
  // call for the few calls a widget makes that no screen names (loaded only when such a call is made).
  const callById = new Map(inlinedCalls.map(({ call, value }) => [call.id, value]));
  const screens = screenDeclarations(readScreenSources(root));
  const sortedScreens = [...screens].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // Texts and widget registrations travel with what needs them (./screenNeeds): the shell's with the shell (the quick
  // lookup's formats with a lookup), each screen's with its module.
  const needs = new ScreenNeeds(root);
  const shell = {
    screens: sortedScreens.map((s) => {
      const entry = shellEntry(s.value);
      const widgets = entry.lookup ? needs.widgetFoldersOf(shownByShell(entry)) : [];
      return widgets.length > 0 ? { ...entry, widgets } : entry;
    }),
  };
  out.set('src/generated/shell.json', json(shell));
  const menu = JSON.parse(readFileSync(path.join(root, 'schemas/menu.json'), 'utf8')) as unknown;
  const brands = resolveBrands(loadBrandSources(root)).map((b) => b.profile);
  out.set('src/generated/shellTexts.json', json(needs.shellTexts([...shell.screens.map(shownByShell), menu, brands])));
  const callsOfWidgets = widgetCalls(root, new Set(callById.keys()));
  for (const s of sortedScreens) {
    const module = screenModule(root, s.value, callById, callsOfWidgets);
    out.set(
      `src/generated/screens/${s.id}.json`,
      json({ ...module, texts: needs.textsOf([s.value], Object.keys(module.calls)) }),
    );
  }
  out.set(
    'src/generated/screens/index.ts',
    screenModuleIndex(
      sortedScreens.map((s) => s.id),
      new Map(sortedScreens.map((s) => [s.id, needs.widgetFoldersOf([s.value])])),
    ),
  );
  const searchForms = sortedScreens.flatMap((s) => {
    const form = (s.value.search as { form?: unknown } | undefined)?.form;
    return typeof form === 'string' ? [form] : [];
  });
  out.set('src/generated/searchForms.ts', searchFormLoaders(root, searchForms));
  out.set(
    'src/generated/calls.json',
    json(sortedById(inlinedCalls.map(({ call, value }) => [call.id, runtimeCall(value)]))),
  );
}

/**
 * What the signed-in shell shows of a screen before its module loads: the title (menu, page title), the menu entry
 * and, for the quick lookup, its declaration, the search's columns (labels and formats of a found record) and the
 * failure texts. Its search form and panels are shown only by the screen, with the module's texts.
 */
function shownByShell(entry: Record<string, unknown>): unknown[] {
  const search = entry.search as Record<string, unknown> | undefined;
  const detail = entry.detail as Record<string, unknown> | undefined;
  return [
    entry.title,
    entry.menu,
    entry.lookup,
    search && { columns: search.columns, empty: search.empty, error: search.error },
    detail?.loadError,
  ];
}

/** Files currently in the generator's folders (relative paths). */
export function existingOutputs(root: string): string[] {
  return OWNED_DIRS.flatMap((dir) =>
    filesUnder(path.join(root, dir), '').map((file) => path.relative(root, file).split(path.sep).join('/')),
  );
}
