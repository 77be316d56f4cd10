// The console's translation function (issue 33: less script before the first call). i18next was 48 KB of the shell
// (14 KB gzip) for what the console asks of it: one language (en-GB), flat keys, `{{x}}` values, `_one` / `_other`
// plurals with `count`, `defaultValue`, and texts added as screens load. This does that, as i18next does it with the
// options src/i18n/index.ts gave it (no key or namespace separators, no escaping, an empty text counts as missing);
// ./createTranslator.test.ts holds it to i18next on every text of the console. Tests may still hand components an
// i18next instance (I18nextProvider): src/runtime/useTranslation reads `t` from either.

type Texts = Record<string, string>;
type Values = Record<string, unknown>;

export interface Translator {
  /** The text of `key` (the key itself when there is none), its `{{name}}` placeholders filled from `values`. */
  t(key: string, values?: Values): string;
  /** Adds texts; `overwrite: false` (as every caller passes) keeps the texts already there. */
  addResourceBundle(language: string, namespace: string, texts: Texts, deep?: boolean, overwrite?: boolean): void;
}

const PLACEHOLDER = /\{\{(-?)\s*([^}]+?)\s*\}\}/g;

/** `a.b` of the values, as i18next reads a placeholder's name (a flat name with a dot first, then the path). */
function valueOf(values: Values, name: string): unknown {
  if (name in values) return values[name];
  let value: unknown = values;
  for (const part of name.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Values)[part];
  }
  // i18next: a nested value that is null counts as missing (a flat one as empty)
  return value ?? undefined;
}

function fill(text: string, values: Values): string {
  return text.replace(PLACEHOLDER, (whole, _raw: string, name: string) => {
    const value = valueOf(values, name);
    // i18next: a name the values lack keeps its placeholder; one they hold as undefined (or null) is left empty
    if (value === undefined) return Object.prototype.hasOwnProperty.call(values, name) ? '' : whole;
    return value === null ? '' : String(value);
  });
}

export function createTranslator(language: string, initial: Texts = {}): Translator {
  const texts = new Map<string, string>(Object.entries(initial));
  const plurals = new Intl.PluralRules(language);
  const textOf = (key: string) => {
    const text = texts.get(key);
    return text === undefined || text === '' ? undefined : text;
  };
  return {
    t(key, values = {}) {
      const count = values.count;
      const text =
        // as i18next: any count but a string picks the plural form (null as 0)
        (count !== undefined && typeof count !== 'string'
          ? textOf(`${key}_${plurals.select(Number(count))}`)
          : undefined) ??
        textOf(key) ??
        (typeof values.defaultValue === 'string' ? values.defaultValue : undefined);
      return text === undefined ? key : fill(text, values);
    },
    addResourceBundle(_language, _namespace, added, _deep, overwrite = false) {
      for (const [key, text] of Object.entries(added)) if (overwrite || !texts.has(key)) texts.set(key, text);
    },
  };
}
