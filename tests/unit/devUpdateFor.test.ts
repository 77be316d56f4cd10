import { describe, expect, it } from 'vitest';
import { brandProfilesIn, devUpdateFor } from '../../server/dev/devUpdateFor';

describe('devUpdateFor (npm run dev)', () => {
  it('takes a screen edit in place: its module, the shell manifest and the catalogue inputs', () => {
    // what adding a column to the customer search writes (a lookup screen: the shell carries its columns)
    expect(
      devUpdateFor([
        'src/generated/screens.json: differs',
        'src/generated/shell.json: differs',
        'src/generated/screens/searchCustomers.json: differs',
      ]),
    ).toEqual({ kind: 'hot', screens: ['searchCustomers'] });
    expect(devUpdateFor(['src/generated/screenSources.json: differs'])).toEqual({ kind: 'hot', screens: [] });
  });

  it('reloads for what the page reads once: the call index, the screen index, a new or removed screen or brand', () => {
    expect(devUpdateFor(['src/generated/brandIndex.json: differs', 'src/generated/brands/x.json: missing'])).toEqual({
      kind: 'reload',
    });
    expect(devUpdateFor(['src/generated/screens/order.json: differs', 'src/generated/calls.json: differs'])).toEqual({
      kind: 'reload',
    });
    expect(devUpdateFor(['src/generated/screens/index.ts: differs'])).toEqual({ kind: 'reload' });
    expect(
      devUpdateFor(['src/generated/screens/newScreen.json: missing', 'src/generated/shell.json: differs']),
    ).toEqual({ kind: 'reload' });
    expect(devUpdateFor(['src/generated/screens/old.json: no longer generated'])).toEqual({ kind: 'reload' });
  });

  it('reloads only the pages of a brand whose profile changed (issue 32: every tab of every brand reloaded)', () => {
    // what turning a flag on in brands/gatwick.yaml writes
    const written = ['src/generated/brands/gatwick.json: differs', 'docs/generated/permissions.md: differs'];
    expect(devUpdateFor(written)).toEqual({ kind: 'reload', brands: ['gatwick'] });
    expect(brandProfilesIn(written)).toEqual(['gatwick']);
    // a group file: each brand of the group
    expect(
      devUpdateFor(['src/generated/brands/southern.json: differs', 'src/generated/brands/thameslink.json: differs']),
    ).toEqual({ kind: 'reload', brands: ['southern', 'thameslink'] });
    // with a screen too (a branch switch): every page
    expect(
      devUpdateFor(['src/generated/brands/gatwick.json: differs', 'src/generated/screens/order.json: differs']),
    ).toEqual({ kind: 'reload' });
  });

  it('tells the page nothing of docs/generated, which it does not read', () => {
    expect(devUpdateFor(['docs/generated/api.md: differs'])).toEqual({ kind: 'none' });
  });

  it('has nothing to show when no generated file changed', () => {
    expect(devUpdateFor([])).toEqual({ kind: 'none' });
  });
});
