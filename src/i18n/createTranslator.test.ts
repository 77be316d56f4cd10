// Issue 33: the console's translator answers as i18next did, with the options the console gave i18next, on every text.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { areaTextFiles } from './areaTexts';
import { createTranslator } from './createTranslator';
import { enGBFiles } from './index';
import auth from './en-GB/auth.json';
import authPages from './en-GB/authPages.json';
import layout from './en-GB/layout.json';
import lookup from './en-GB/lookup.json';
import runtimeSignedIn from '../runtime/i18n.signedIn.en-GB.json';

type Texts = Record<string, string>;
const all: Texts = Object.assign(
  {},
  ...Object.values({ ...enGBFiles, ...areaTextFiles }),
  auth,
  authPages,
  layout,
  lookup,
  runtimeSignedIn,
);

const reference = i18next.createInstance();
await reference.init({
  lng: 'en-GB',
  fallbackLng: 'en-GB',
  resources: { 'en-GB': { translation: all } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnEmptyString: false,
});
const ours = createTranslator('en-GB', all);
const i18nextSays = (key: string, values?: Record<string, unknown>) => reference.t(key, values ?? {}) as string;

/** Every `{{name}}` of a text, with a value each (nested names as nested objects). */
function valuesFor(text: string, value: (name: string) => unknown): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [, name] of text.matchAll(/\{\{-?\s*([^}]+?)\s*\}\}/g)) {
    const path = name.split('.');
    let at = values;
    for (const part of path.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
    at[path.at(-1)!] = value(name);
  }
  return values;
}

describe('createTranslator', () => {
  const keys = Object.keys(all).map((key) => key.replace(/_(one|other)$/, ''));

  it('says every text of the console as i18next does: filled, unfilled, plural and missing', () => {
    expect(keys.length).toBeGreaterThan(1000);
    for (const key of new Set(keys)) {
      const text = all[key] ?? all[`${key}_other`] ?? '';
      for (const values of [
        undefined,
        valuesFor(text, (name) => `<${name} & ${name}>`),
        valuesFor(text, () => 0),
        valuesFor(text, () => null),
        { ...valuesFor(text, () => 'x'), count: 1 },
        { ...valuesFor(text, () => 'x'), count: 2 },
      ])
        expect(ours.t(key, values), `${key} ${JSON.stringify(values)}`).toBe(i18nextSays(key, values));
    }
  });

  it('says a key it has no text for as i18next does: the key, or the default value filled', () => {
    for (const values of [undefined, { defaultValue: 'Pending {{n}}', n: 3 }, { count: 1 }])
      expect(ours.t('NO_SUCH_KEY', values)).toBe(i18nextSays('NO_SUCH_KEY', values));
  });

  it('keeps the texts it has when more are added, as i18next did with overwrite false', () => {
    const translator = createTranslator('en-GB', { A: 'first' });
    translator.addResourceBundle('en-GB', 'translation', { A: 'second', B: 'added', C: '' }, true, false);
    expect([translator.t('A'), translator.t('B'), translator.t('C')]).toEqual(['first', 'added', 'C']);
  });
});
