import { describe, expect, it } from 'vitest';
import gatwick from '../../generated/brands/gatwick.json';
import southern from '../../generated/brands/southern.json';
import trainhugger from '../../generated/brands/trainhugger.json';
import type { ShellProfile } from '../brand/brandCatalog';
import { catalogueScreens, screenSource } from './catalogueDefinitions';
import { allElements, screenOutline } from './screenOutline';

const screen = (id: string) => catalogueScreens.find((s) => s.id === id)!;

describe('screenOutline', () => {
  it('gives the columns and the conditional filters a level sees of a search screen', () => {
    const hq = screenOutline(screen('searchCustomers'), southern as ShellProfile, 'HQ');
    expect(hq.opens).toBe(true);
    expect(hq.columns).toContain('email');
    expect(hq.filters).toContainEqual({ field: 'isrn', shown: true });
    expect(hq.elements).toContain('action addVoucher');
    // trainhugger has no ISRN search
    const other = screenOutline(screen('searchCustomers'), trainhugger as ShellProfile, 'HQ');
    expect(other.filters).toContainEqual({ field: 'isrn', shown: false });
    expect(other.elements).not.toContain('filter isrn');
  });

  it('does not open a screen below its level or without its brand flag', () => {
    expect(screenOutline(screen('smartcardApprovals'), southern as ShellProfile, 'BASIC').opens).toBe(false);
    expect(screenOutline(screen('smartcardApprovals'), southern as ShellProfile, 'SUPERVISOR').opens).toBe(true);
    // gatwick has no e-vouchers
    expect(screenOutline(screen('searchVouchers'), gatwick as ShellProfile, 'HQ')).toMatchObject({
      opens: false,
      elements: [],
    });
  });

  it('lists the panels of a detail screen and every element any level sees', () => {
    const outlines = (['BASIC', 'HQ'] as const).map((level) =>
      screenOutline(screen('account'), southern as ShellProfile, level),
    );
    expect(outlines[1].panels.length).toBeGreaterThan(3);
    expect(allElements(outlines).length).toBeGreaterThanOrEqual(outlines[1].elements.length);
  });

  it('knows where each screen is declared', () => {
    expect(screenSource('searchCustomers')).toEqual({
      file: 'schemas/screens/customers/searchCustomers.yaml',
      line: expect.any(Number),
    });
    expect(catalogueScreens.every((s) => screenSource(s.id))).toBe(true);
  });
});
