import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locate, readYamlSource } from './yamlSource';

describe('readYamlSource', () => {
  it('parses a file again once its text changed, and gives each caller its own data', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'yaml-source-'));
    try {
      const file = path.join(root, 'screen.yaml');
      writeFileSync(file, 'id: a\ncolumns: [x]\n');
      const first = readYamlSource(root, file);
      (first.data as { columns: string[] }).columns.push('changed by a caller');
      expect(readYamlSource(root, file).data).toEqual({ id: 'a', columns: ['x'] });

      writeFileSync(file, 'id: a\n\ncolumns: [x, y]\n');
      const edited = readYamlSource(root, file);
      expect(edited.data).toEqual({ id: 'a', columns: ['x', 'y'] });
      expect(locate(edited, ['columns']).line).toBe(3);
      // the name in messages is relative to the root asked with
      expect(readYamlSource(path.dirname(root), file).file).toBe(`${path.basename(root)}/screen.yaml`);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
