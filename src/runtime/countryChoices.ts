// ISO 3166 countries as select choices, value = alpha-3 code (000 §3 address country 'GBR'), label = English name,
// from the maintained i18n-iso-countries list rather than a list typed by hand.
import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import type { SelectChoice } from './SelectInput';

countries.registerLocale(english);

let cached: SelectChoice[] | undefined;

/** Every country by English name, in alphabetical order (the United Kingdom listed as such). */
export function countryChoices(): SelectChoice[] {
  cached ??= Object.keys(countries.getAlpha3Codes())
    .map((alpha3) => ({ value: alpha3, label: countries.getName(alpha3, 'en', { select: 'official' }) ?? alpha3 }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-GB'));
  return cached;
}
