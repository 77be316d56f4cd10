// Issue 24: the signed-in shell carries its own texts only; a screen's come with its module, before it renders.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScreenModule } from '../runtime/screenModule';

let translate: (key: string) => string;
let loadScreenModule: (id: string) => Promise<ScreenModule>;
beforeAll(async () => {
  // as built: `npm run dev` adds every source text, the production build does not
  vi.stubEnv('DEV', false);
  await import('./signedInTexts');
  ({ translate } = await import('./index'));
  ({ loadScreenModule } = await import('../runtime/screenRegistry'));
});

describe('signed-in texts', () => {
  it("has the shell's texts: layout, quick lookup, menu labels and what the lookup shows of a screen", () => {
    expect(translate('LOOKUP_GROUP_ORDERS')).not.toBe('LOOKUP_GROUP_ORDERS');
    expect(translate('SEARCH_ORDERS_TITLE')).toBe('Order search');
  });

  it("adds a screen's texts with its module, not before", async () => {
    expect(translate('ORDER_STATE_COMPLETE')).toBe('ORDER_STATE_COMPLETE');
    const module = await loadScreenModule('order');
    expect(module.texts?.ORDER_STATE_COMPLETE).toBeDefined();
    expect(translate('ORDER_STATE_COMPLETE')).toBe(module.texts?.ORDER_STATE_COMPLETE);
  });
});
