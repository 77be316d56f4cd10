import { describe, expect, it } from 'vitest';
import { resolveScreen, type ResolveContext } from './resolveScreen';
import type { ScreenDefinition } from './screenTypes';

const screen: ScreenDefinition = {
  id: 'thing',
  kind: 'detail',
  route: '/thing/{id}',
  gate: { minLevel: 'BASIC' },
  title: 'THING_TITLE',
  menu: { entry: 'things', order: 1, flag: 'enableThings' },
  detail: {
    call: 'getThing',
    panels: [
      {
        id: 'always',
        kind: 'fields',
        fields: [
          { field: 'a', label: 'A' },
          { field: 'b', label: 'B', flag: 'enableB' },
        ],
      },
      { id: 'flagged', kind: 'table', flag: 'enableFlagged', columns: [{ field: 'x', label: 'X' }] },
      { id: 'gated', kind: 'custom', widget: 'gated', gate: { permission: 'canSeeGated' } },
      {
        id: 'paged',
        kind: 'table',
        call: 'getRows',
        paged: true,
        pageSize: { config: 'paginationSize' },
        columns: [{ field: 'x', label: 'X' }],
      },
    ],
    actions: [
      {
        id: 'supervisorOnly',
        label: 'S',
        gate: { minLevel: 'SUPERVISOR' },
        modal: { title: 'T', form: 'a/b', call: 'c', success: 'OK' },
      },
    ],
  },
};

function ctx(level: number, flags: Record<string, boolean> = {}): ResolveContext {
  return {
    gateContext: { level, flags, permissions: { canSeeGated: { minLevel: 'AGENT' } } },
    config: { paginationSize: 15 },
  };
}

describe('resolveScreen', () => {
  it('drops panels, fields and actions whose flag is off or gate fails', () => {
    const resolved = resolveScreen(screen, ctx(10))!;
    expect(resolved.detail!.panels.map((p) => p.id)).toEqual(['always', 'paged']);
    expect(resolved.detail!.panels[0].fields!.map((f) => f.field)).toEqual(['a']);
    expect(resolved.detail!.actions).toEqual([]);
    expect(resolved.menu).toBeUndefined();
  });

  it('keeps them when flags are on and gates pass', () => {
    const resolved = resolveScreen(screen, ctx(30, { enableB: true, enableFlagged: true, enableThings: true }))!;
    expect(resolved.detail!.panels.map((p) => p.id)).toEqual(['always', 'flagged', 'gated', 'paged']);
    expect(resolved.detail!.panels[0].fields).toHaveLength(2);
    expect(resolved.detail!.actions!.map((a) => a.id)).toEqual(['supervisorOnly']);
    expect(resolved.menu?.entry).toBe('things');
  });

  it('substitutes config numbers', () => {
    expect(resolveScreen(screen, ctx(10))!.detail!.panels[1].pageSize).toBe(15);
  });

  it('lists filter fields whose flag is off as hidden', () => {
    const search: ScreenDefinition = {
      id: 's',
      kind: 'search',
      route: '/s',
      gate: { minLevel: 'BASIC' },
      title: 'S',
      search: {
        form: 'a/b',
        call: 'c',
        conditionalFields: [{ field: 'isrn', flag: 'enableIsrnSearch' }],
        columns: [{ field: 'id', label: 'ID' }],
        pageSize: { config: 'paginationSize' },
      },
    };
    expect(resolveScreen(search, ctx(10))!.hiddenFields).toEqual(['isrn']);
    expect(resolveScreen(search, ctx(10, { enableIsrnSearch: true }))!.hiddenFields).toEqual([]);
    expect(resolveScreen(search, ctx(10))!.search!.pageSize).toBe(15);
  });

  it('returns null when the screen itself is gated out', () => {
    expect(resolveScreen({ ...screen, gate: { minLevel: 'HQ' } }, ctx(30))).toBeNull();
    expect(resolveScreen({ ...screen, flag: 'enableThings' }, ctx(40))).toBeNull();
  });
});
