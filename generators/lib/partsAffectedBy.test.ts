import { mkdtempSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../run';
import { partsAffectedBy } from './partsAffectedBy';

describe('partsAffectedBy', () => {
  it('rebuilds only the outputs an edit can change', () => {
    expect([...partsAffectedBy('schemas/screens/customers.yaml')]).toEqual(['screens', 'modules']);
    expect([...partsAffectedBy('brands/gatwick.yaml')]).toEqual(['brands']);
    expect([...partsAffectedBy('schemas/forms/auth/login.schema.json')]).toEqual(['validators', 'api', 'modules']);
    expect(partsAffectedBy('schemas/meta/screen.schema.json').size).toBe(6);
  });
});

describe('a partial generation', () => {
  it('writes the screens of an edit and leaves every other output alone', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'partial-generate-'));
    try {
      // src/widgets: a screen module carries the calls its widgets name (issue 24), and the texts its declaration,
      // its widgets' code and its calls' handlers name (src/i18n, the runtime's and the shell's code, server/handlers)
      const sources = ['src/widgets', 'src/i18n', 'src/runtime', 'src/app', 'src/domain', 'server/handlers'];
      for (const dir of ['brands', 'schemas', 'src/generated', ...sources, 'docs/generated'])
        cpSync(path.join(import.meta.dirname, '../..', dir), path.join(root, dir), { recursive: true });
      writeFileSync(path.join(root, 'src/generated/api.json'), '{}\n');
      writeFileSync(path.join(root, 'src/generated/screens.json'), '{}\n');
      const written = await generate(root, false, partsAffectedBy('schemas/screens/customers.yaml'));
      expect(written).toEqual(['src/generated/screens.json: differs']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
