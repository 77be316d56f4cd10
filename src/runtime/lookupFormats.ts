// Named shapes of an identifier for the quick lookup (`lookup.by[].format` in a screen, schemas/screens/README.md).
// The registry knows shapes, not kinds of record: which screen an e-mail or a smartcard number finds is the screens'
// declaration. The built-in ones reuse the rules the forms already apply (ajv's e-mail format, the ISRN mask, the
// postcode package of the address lookup); more are added with registerLookupFormat.
import { isValid as isUkPostcode, toNormalised } from 'postcode';
import { isEmailAddress } from '../domain/isEmailAddress';
import { isIsrn } from '../domain/isIsrn';
import { normaliseIsrn } from '../domain/normaliseIsrn';

export interface LookupFormat {
  /** i18n key naming what the shape is, for the hint of an input that fits nothing ('a smartcard number'). */
  label: string;
  /** An input of this shape, shown in the hint and tried by config:check against the filter field it fills. */
  example: string;
  /** The filter value for an input of this shape (separators removed, case settled), or undefined. */
  accept(input: string): string | undefined;
}

const registry = new Map<string, LookupFormat>();

export function registerLookupFormat(name: string, format: LookupFormat): void {
  registry.set(name, format);
}

export function getLookupFormat(name: string): LookupFormat | undefined {
  return registry.get(name);
}

export function lookupFormatNames(): string[] {
  return [...registry.keys()];
}

registerLookupFormat('email', {
  label: 'LOOKUP_FORMAT_EMAIL',
  example: 'ann.smith@example.com',
  accept: (input) => (isEmailAddress(input.trim()) ? input.trim() : undefined),
});

// 000 §5 ISRN mask 999999-9999-9999-9999: typed or pasted with dashes, spaces or none; the filter holds the digits.
registerLookupFormat('isrn', {
  label: 'LOOKUP_FORMAT_ISRN',
  example: '633597-0000-9100-3001',
  accept: (input) => (isIsrn(input) ? normaliseIsrn(input) : undefined),
});

registerLookupFormat('ukPostcode', {
  label: 'LOOKUP_FORMAT_UK_POSTCODE',
  example: 'BN1 1AA',
  accept: (input) => (isUkPostcode(input.trim()) ? (toNormalised(input.trim()) ?? undefined) : undefined),
});

// A ticket's UTN: 11 letters and digits, pasted whole or read out in groups ('4F2A 9C01 B7D'); the filter holds them
// in capitals without separators. Grouped, it needs a digit, so that two words of 11 letters are not taken for one.
registerLookupFormat('utn', {
  label: 'LOOKUP_UTN',
  example: '4F2A9C01B7D',
  accept: (input) => {
    const trimmed = input.trim();
    const joined = trimmed.replace(/[\s-]+/g, '');
    if (!/^[A-Za-z0-9]{11}$/.test(joined)) return undefined;
    if (joined !== trimmed && !(/[0-9]/.test(joined) && /^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/.test(trimmed)))
      return undefined;
    return joined.toUpperCase();
  },
});
