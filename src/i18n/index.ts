// Translation resources, one flat key → English text map per area, merged into the single default namespace so a
// key reads the same in YAML, schemas and code (`t('ACCOUNT_TITLE')`). Sources: the shell's `en-GB/*.json`, the
// runtime's `src/runtime/i18n.en-GB.json`, and each custom widget's `src/widgets/*/i18n.en-GB.json`.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

type Texts = Record<string, string>;

const files: Record<string, Texts> = {
  ...import.meta.glob<Texts>('./en-GB/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Texts>('../runtime/i18n.en-GB.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Texts>('../widgets/*/i18n.en-GB.json', { eager: true, import: 'default' }),
};

/** All English texts, merged from the area files. */
export const enGB: Texts = Object.assign({}, ...Object.values(files));

/** Area file → its texts, for the duplicate-key check. */
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
