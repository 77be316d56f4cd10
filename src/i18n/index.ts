// Translation resources, one flat key → English text map per area, merged into the single default namespace so a
// key reads the same in YAML, schemas and code (`t('ACCOUNT_TITLE')`). Sources: the shell's `en-GB/{common,auth}.json` (the signed-in layout's `layout.json` comes with ./areaTexts.ts), the
// runtime's `src/runtime/i18n.en-GB.json`; the areas' `en-GB/*.json` and each custom widget's
// `src/widgets/*/i18n.en-GB.json` are added by ./areaTexts.ts when the signed-in chunk loads.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

type Texts = Record<string, string>;

// The sign-in pages need only the shell's and the runtime's texts; the signed-in areas' and widgets' texts travel
// with the signed-in chunk (./areaTexts.ts) so the first screen stays light.
const files: Record<string, Texts> = {
  ...import.meta.glob<Texts>(['./en-GB/common.json', './en-GB/auth.json'], { eager: true, import: 'default' }),
  ...import.meta.glob<Texts>('../runtime/i18n.en-GB.json', { eager: true, import: 'default' }),
};

/** The English texts every page needs, merged from the shell and runtime files. */
export const enGB: Texts = Object.assign({}, ...Object.values(files));

/** Shell and runtime file → its texts, for the duplicate-key check (the areas' files: ./areaTexts.ts). */
export const enGBFiles: Record<string, Texts> = files;

void i18n.use(initReactI18next).init({
  lng: 'en-GB',
  fallbackLng: 'en-GB',
  resources: { 'en-GB': { translation: enGB } },
  // Keys are flat spec keys; texts may contain ':' and '.'
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnEmptyString: false,
});

export { i18n };

/** Plain translation outside React (HTTP client notices). */
export function translate(key: string, values?: Record<string, unknown>): string {
  return i18n.t(key, values ?? {}) as string;
}
