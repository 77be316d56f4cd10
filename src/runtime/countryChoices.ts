// ISO 3166 countries as select choices, value = alpha-3 code (000 §3 address country 'GBR'), label = English name,
// from the maintained i18n-iso-countries list rather than a list typed by hand. Loaded on first use (its own chunk):
// only address forms need it, not every signed-in page.
import type { SelectChoice } from './SelectInput';

let loading: Promise<SelectChoice[]> | undefined;

/** Every country by English name, in alphabetical order (the United Kingdom listed as such). */
export function loadCountryChoices(): Promise<SelectChoice[]> {
  loading ??= Promise.all([import('i18n-iso-countries'), import('i18n-iso-countries/langs/en.json')])
    .then(([{ default: countries }, { default: english }]) => {
      countries.registerLocale(english);
      return Object.keys(countries.getAlpha3Codes())
        .map((alpha3) => ({ value: alpha3, label: countries.getName(alpha3, 'en', { select: 'official' }) ?? alpha3 }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en-GB'));
    })
    .catch((error: unknown) => {
      loading = undefined; // a failed chunk is asked for again next time
      throw error;
    });
  return loading;
}
