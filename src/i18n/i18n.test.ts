import { describe, expect, it } from 'vitest';
import { areaTextFiles } from './areaTexts';
import { enGBFiles, translate } from './index';
import auth from './en-GB/auth.json';
import authPages from './en-GB/authPages.json';
import layout from './en-GB/layout.json';
import lookup from './en-GB/lookup.json';
import runtimeSignedIn from '../runtime/i18n.signedIn.en-GB.json';
// the sign-in pages' texts (000 §8 RESET_PASSWORD_SUCCESS among them), added as those pages add them
import '../app/sign-in/signInTexts';
import '../app/sign-in/authPagesTexts';

/** The sign-in pages' files (src/app/sign-in/*Texts.ts) and the signed-in shell's own (./signedInTexts.ts). */
const shellFiles = {
  './en-GB/auth.json': auth,
  './en-GB/authPages.json': authPages,
  './en-GB/layout.json': layout,
  './en-GB/lookup.json': lookup,
  '../runtime/i18n.signedIn.en-GB.json': runtimeSignedIn,
};

describe('i18n resources', () => {
  it('no key is defined in two area files', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const [file, keys] of Object.entries({ ...enGBFiles, ...shellFiles, ...areaTextFiles })) {
      for (const key of Object.keys(keys)) {
        if (seen.has(key)) duplicates.push(`${key} in ${seen.get(key)} and ${file}`);
        seen.set(key, file);
      }
    }
    expect(duplicates).toEqual([]);
  });

  it("adds every area's and widget's texts once the catalogue imports them (screens bring their own)", () => {
    expect(Object.keys(areaTextFiles)).toEqual(
      expect.arrayContaining(['./en-GB/orders.json', '../widgets/refund-calculator/i18n.en-GB.json']),
    );
    expect(Object.keys(enGBFiles)).not.toContain('./en-GB/orders.json');
    expect(translate('SEARCH_ORDERS_TITLE')).toBe('Order search');
  });

  it('translates the spec texts of 000 §8 with values', () => {
    expect(translate('HTTP_UNAUTHORIZED_ACCESS')).toBe('Unauthorized access.');
    expect(translate('HTTP_NOT_FOUND')).toBe('Requested data not found');
    expect(translate('RESET_PASSWORD_SUCCESS', { email: 'a@b.co' })).toBe('The request was registered for a@b.co.');
  });
});
