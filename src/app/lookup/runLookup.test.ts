import { describe, expect, it } from 'vitest';
import type { LookupTarget } from './lookupTargets';
import { runLookup, singleMatch } from './runLookup';

const target = (over: Partial<LookupTarget>): LookupTarget => ({
  screenId: 'searchThings',
  group: 'THINGS',
  kind: 'search',
  call: 'searchThings',
  route: '/search-things',
  title: 'THINGS_TITLE',
  by: [],
  query: {},
  open: '/things/{id}',
  show: [],
  ...over,
});

const things = target({});
const claims = target({ screenId: 'searchClaims', call: 'searchClaims', route: '/claims', query: { scheme: 'S1' } });
const account = target({
  screenId: 'account',
  kind: 'detail',
  call: 'getAccount',
  route: '/account/{id}',
  open: '/account/{id}',
  params: { cid: '{id}' },
});

describe('runLookup', () => {
  it('asks every planned search at once, each group with its total, rows as links and Show all', async () => {
    const asked: string[] = [];
    const call = async (
      id: string,
      args: { query?: Record<string, unknown>; params?: Record<string, unknown> } = {},
    ) => {
      asked.push(`${id} ${JSON.stringify(args.query ?? args.params)}`);
      if (id === 'searchThings') return { result: [{ id: 1 }, { id: 2 }], links: { total: 12 } };
      return { result: { id: 7, name: 'Ann' } };
    };
    const groups = await runLookup(call, [
      { target: things, field: 'ref', value: 'T1' },
      { target: account, field: 'id', value: '7' },
    ]);
    expect(asked).toEqual(['searchThings {"ref":"T1","page":1,"limit":5}', 'getAccount {"cid":"7"}']);
    expect(groups.map((g) => [g.target.screenId, g.total, g.rows.map((r) => r.href), g.searchHref])).toEqual([
      ['searchThings', 12, ['/things/1', '/things/2'], '/search-things?ref=T1&page=1'],
      ['account', 1, ['/account/7'], undefined],
    ]);
    expect(singleMatch(groups)).toBeUndefined();
  });

  it('a lone record is a single match; a detail 404 is no record; empty groups are left out', async () => {
    const call = async (id: string) => {
      if (id === 'getAccount') throw Object.assign(new Error('not found'), { status: 404 });
      return { result: id === 'searchThings' ? [{ id: 3 }] : [], links: { total: id === 'searchThings' ? 1 : 0 } };
    };
    const groups = await runLookup(call, [
      { target: things, field: 'ref', value: 'T3' },
      { target: claims, field: 'ref', value: 'T3' },
      { target: account, field: 'id', value: '3' },
    ]);
    expect(groups.map((g) => g.target.screenId)).toEqual(['searchThings']);
    expect(singleMatch(groups)).toBe('/things/3');
  });

  it('a failed search is its group error and leaves the others; a refusal continues in the search screen', async () => {
    const call = async (id: string) => {
      if (id === 'searchClaims') throw Object.assign(new Error('refused'), { status: 400, errors: [] });
      return { result: [{ id: 4 }], links: { total: 1 } };
    };
    const groups = await runLookup(call, [
      { target: things, field: 'ref', value: 'C9' },
      { target: claims, field: 'claimRef', value: 'C9' },
    ]);
    expect(groups[0].rows.map((r) => r.href)).toEqual(['/things/4']);
    expect(groups[1]).toMatchObject({ refused: true, total: 0, searchHref: '/claims?scheme=S1&claimRef=C9' });
    // a group that failed might have held more: nothing opens at once
    expect(singleMatch(groups)).toBeUndefined();
  });

  it('two fields of one screen finding the same record count it once', async () => {
    const call = async () => ({ result: [{ id: 5 }], links: { total: 1 } });
    const groups = await runLookup(call, [
      { target: things, field: 'utn', value: 'ABCDEFGHIJ1' },
      { target: things, field: 'collectionReference', value: 'ABCDEFGHIJ1' },
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0].total).toBe(1);
    expect(singleMatch(groups)).toBe('/things/5');
  });

  it('a search that needs a second filter: the identifier alone asks (no call) and continues unsearched; with a detail both go', async () => {
    const asked: string[] = [];
    const call = async (id: string, args: { query?: Record<string, unknown> } = {}) => {
      asked.push(`${id} ${JSON.stringify(args.query)}`);
      return { result: [{ id: 8 }], links: { total: 1 } };
    };
    const alone = await runLookup(call, [{ target: claims, field: 'claimRef', value: 'C8', ask: { typed: 'c8' } }]);
    expect(asked).toEqual([]);
    expect(alone).toEqual([
      expect.objectContaining({
        total: 0,
        ask: { field: 'claimRef', value: 'C8', typed: 'c8' },
        searchHref: '/claims?scheme=S1&claimRef=C8',
      }),
    ]);
    expect(singleMatch(alone)).toBeUndefined();
    const both = await runLookup(call, [
      { target: claims, field: 'claimRef', value: 'C8', with: { field: 'email', value: 'ann@example.com' } },
    ]);
    expect(asked).toEqual([
      'searchClaims {"scheme":"S1","claimRef":"C8","email":"ann@example.com","page":1,"limit":5}',
    ]);
    expect(singleMatch(both)).toBe('/things/8');
  });
});
