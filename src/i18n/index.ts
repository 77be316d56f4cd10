// Translation resources, one flat key → English text map per area, merged into the single default namespace so a
// key reads the same in YAML, schemas and code (`t('ACCOUNT_TITLE')`). Loaded where they are shown (issue 24): what
// every page needs here (the shell's `en-GB/common.json`, the runtime's `src/runtime/i18n.en-GB.json`); the sign-in
// pages' `en-GB/auth.json` with them (src/app/sign-in/signInTexts.ts); the signed-in shell's with the signed-in chunk
// (./signedInTexts.ts); every other text of the areas' `en-GB/*.json` and the widgets' `src/widgets/*/i18n.en-GB.json`
// with the screen module that shows it.
import type { i18n as I18n } from 'i18next';
import { setI18n } from 'react-i18next';
import { createTranslator } from './createTranslator';

type Texts = Record<string, string>;

// Every page needs the shell's and the runtime's texts.
const files: Record<string, Texts> = {
  ...import.meta.glob<Texts>('./en-GB/common.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Texts>('../runtime/i18n.en-GB.json', { eager: true, import: 'default' }),
};

/** The English texts every page needs, merged from the shell and runtime files. */
export const enGB: Texts = Object.assign({}, ...Object.values(files));

/** Shell and runtime file → its texts, for the duplicate-key check (the areas' files: ./areaTexts.ts). */
export const enGBFiles: Record<string, Texts> = files;

// the console's own translator, not i18next (./createTranslator.ts: 14 KB gzip less before the first call, issue 33);
// useTranslation finds it where it found react-i18next's global instance
const i18n = createTranslator('en-GB', enGB);
setI18n(i18n as unknown as I18n);

export { i18n };

/** Plain translation outside React (HTTP client notices). */
export function translate(key: string, values?: Record<string, unknown>): string {
  return i18n.t(key, values ?? {});
}
