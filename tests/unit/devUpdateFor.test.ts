import { describe, expect, it } from 'vitest';
import { devUpdateFor } from '../../server/dev/devUpdateFor';

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

  it('reloads for what the page reads once: brands, the call index, the screen index, a new or removed screen', () => {
    expect(devUpdateFor(['src/generated/brands/gatwick.json: differs'])).toEqual({ kind: 'reload' });
    expect(devUpdateFor(['src/generated/screens/order.json: differs', 'src/generated/calls.json: differs'])).toEqual({
      kind: 'reload',
    });
    expect(devUpdateFor(['src/generated/screens/index.ts: differs'])).toEqual({ kind: 'reload' });
    expect(
      devUpdateFor(['src/generated/screens/newScreen.json: missing', 'src/generated/shell.json: differs']),
    ).toEqual({ kind: 'reload' });
    expect(devUpdateFor(['src/generated/screens/old.json: no longer generated'])).toEqual({ kind: 'reload' });
    expect(devUpdateFor(['docs/generated/api.md: differs'])).toEqual({ kind: 'reload' });
  });

  it('has nothing to show when no generated file changed', () => {
    expect(devUpdateFor([])).toEqual({ kind: 'none' });
  });
});
