// Screens and calls: each screen against schemas/meta/screen.schema.json, and the names they use
// (gates, flags, config keys, calls, forms) against the brand profile and the other declarations.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createAjv } from './brandSchema';
import type { Declaration } from './declarations';
import { checkGateNames, describeAjvError, problemAt, suggest, type KnownNames, type Problem } from './problems';
import type { KeyPath, YamlSource } from './yamlSource';

export interface DeclarationSets {
  screenSources: YamlSource[];
  screens: Declaration[];
  apiSources: YamlSource[];
  calls: Declaration[];
}

/** Walks a screen and checks every gate, flag, config, call and form it names. */
function checkNames(root: string, decl: Declaration, known: KnownNames, callIds: Set<string>, out: Problem[]) {
  const report = (keyPath: KeyPath, message: string) => out.push(problemAt(decl.source, keyPath, message));
  const visit = (node: unknown, keyPath: KeyPath) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...keyPath, index]));
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const at = [...keyPath, key];
      if (key === 'gate') checkGateNames(value, at, known, report);
      else if (key === 'flag' && typeof value === 'string' && !known.flags.has(value)) {
        report(at, `unknown flag ${value}${suggest(value, known.flags)}`);
      } else if (key === 'permission' && typeof value === 'string' && !known.permissions.has(value)) {
        report(at, `unknown permission ${value}${suggest(value, known.permissions)}`);
      } else if (key === 'config' && typeof value === 'string' && !known.config.has(value)) {
        report(at, `unknown config key ${value}${suggest(value, known.config)}`);
      } else if (typeof value === 'string' && value.includes('{config.')) {
        // a template naming a brand setting (a modal's initial '{config.defaultFulfilmentStation}')
        for (const [, name] of value.matchAll(/\{config\.([A-Za-z0-9_]+)\}/g))
          if (!known.config.has(name)) report(at, `unknown config key ${name}${suggest(name, known.config)}`);
      } else if (key === 'call' && typeof value === 'string' && !callIds.has(value)) {
        report(at, `no call ${value} in schemas/api${suggest(value, callIds)}`);
      } else if (
        key === 'form' &&
        typeof value === 'string' &&
        !existsSync(path.join(root, 'schemas/forms', `${value}.schema.json`))
      ) {
        report(at, `no file schemas/forms/${value}.schema.json`);
      } else visit(value, at);
    }
  };
  visit(decl.value, decl.at);
}

function checkFileRefs(decl: Declaration, out: Problem[]) {
  const dir = path.dirname(path.resolve(decl.source.file));
  const visit = (node: unknown, keyPath: KeyPath) => {
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, [...keyPath, index]));
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) {
          const file = value.split('#')[0];
          if (!existsSync(path.resolve(dir, file)))
            out.push(problemAt(decl.source, [...keyPath, key], `no file ${file}`));
        } else visit(value, [...keyPath, key]);
      }
    }
  };
  visit(decl.value, decl.at);
}

function checkIds(decls: Declaration[], what: string, out: Problem[]) {
  const seen = new Map<string, Declaration>();
  for (const decl of decls) {
    if (!decl.id) out.push(problemAt(decl.source, decl.at, `${what} without an id`));
    else if (seen.has(decl.id)) {
      const first = seen.get(decl.id)!;
      out.push(
        problemAt(decl.source, [...decl.at, 'id'], `duplicate ${what} id ${decl.id} (also in ${first.source.file})`),
      );
    } else seen.set(decl.id, decl);
  }
}

export interface DeclarationCheck {
  problems: Problem[];
  notes: string[];
}

export function checkDeclarations(root: string, sets: DeclarationSets, known: KnownNames): DeclarationCheck {
  const problems: Problem[] = [];
  const notes: string[] = [];
  const syntax = [...sets.screenSources, ...sets.apiSources].flatMap((s) => s.syntaxErrors);
  if (syntax.length) {
    notes.push(...syntax);
    return { problems, notes };
  }
  checkIds(sets.screens, 'screen', problems);
  checkIds(sets.calls, 'call', problems);
  const callIds = new Set(sets.calls.map((c) => c.id));

  const screenSchemaFile = path.join(root, 'schemas/meta/screen.schema.json');
  if (existsSync(screenSchemaFile)) {
    const ajv = createAjv({ strict: false });
    const validate = ajv.compile(JSON.parse(readFileSync(screenSchemaFile, 'utf8')) as object);
    for (const screen of sets.screens) {
      if (validate(screen.value)) continue;
      for (const error of validate.errors ?? []) {
        if (['if', 'oneOf', 'anyOf'].includes(error.keyword)) continue;
        const { keyPath, message, atKey } = describeAjvError(error);
        // gates get checkGateNames' messages instead of one ajv error per oneOf branch
        if (keyPath.includes('gate')) continue;
        problems.push(problemAt(screen.source, [...screen.at, ...keyPath], message, atKey));
      }
    }
  } else {
    notes.push('schemas/meta/screen.schema.json is absent: screen definitions were not checked against a meta schema.');
  }
  for (const screen of sets.screens) checkNames(root, screen, known, callIds, problems);
  for (const call of sets.calls) {
    const gate = call.value.gate;
    if (gate !== undefined)
      checkGateNames(gate, [...call.at, 'gate'], known, (keyPath, message) =>
        problems.push(problemAt(call.source, keyPath, message)),
      );
    checkFileRefs(call, problems);
  }
  return { problems, notes };
}
