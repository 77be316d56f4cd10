// docs/adding-a-brand.md and docs/how-to.md quote what config:check prints for a misspelt flag in the guide's example
// brand file (issue 32): the quote is checked against config:check's own answer for that file, line number and all.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readBrandSchema } from '../../generators/lib/brandSchema';
import { loadBrandSources } from '../../generators/lib/brandSources';
import { checkBrands } from '../../generators/lib/checkBrands';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const guide = read('docs/adding-a-brand.md');
const howTo = read('docs/how-to.md');

/** The example brand file of the guide (its first yaml block), with the flag misspelt as the quotes have it. */
const example = /```yaml\n([\s\S]*?)```/.exec(guide)![1]!.replace('enableEvouchers:', 'enableEvouchrs:');

describe('the quoted config:check problem of the example brand file', () => {
  const root = mkdtempSync(join(tmpdir(), 'brand-quote-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is what config:check says, line number included', () => {
    cpSync(join(ROOT, 'brands'), join(root, 'brands'), { recursive: true });
    cpSync(join(ROOT, 'brands/logos/default.svg'), join(root, 'brands/logos/examplerail.svg'));
    writeFileSync(join(root, 'brands/examplerail.yaml'), example);
    const problems = checkBrands(root, loadBrandSources(root), readBrandSchema(ROOT));
    const problem = problems.find((p) => p.startsWith('brands/examplerail.yaml'));
    expect(problem).toMatch(/^brands\/examplerail\.yaml:\d+ flags\.enableEvouchrs: unknown flag/);
    const [place] = problem!.split(' ');
    expect(guide).toContain(`# ${place} flags.enableEvouchrs: unknown flag`);
    // the how-to breaks the quote over two lines
    expect(howTo.replace(/\s+/g, ' ')).toContain(`(\`${place} flags.enableEvouchrs: unknown flag`);
  });
});
