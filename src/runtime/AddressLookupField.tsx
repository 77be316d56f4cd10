// `"ui:field": "addressLookup"` on an address object: above its fields, a postcode lookup (000 §7 GET
// /customers/address/postcode-lookup: spaces removed) whose found addresses fill the form when one is chosen. The
// fields stay editable, so an address the lookup does not know can still be typed. 000 §8: 'Postcode not valid'
// (400) and 'No addresses found for this postcode' (403, 404) are said beside the lookup.
// ui:options: call (default lookupPostcode), param (query name, default postcode).
import { useId, useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { useTranslation } from './useTranslation';
import { useRuntimeServices } from './RuntimeServices';

type Address = Record<string, unknown>;

/** The address as a label: '12 Queens Road, Flat 2, Brighton BN1 3XE'. */
export function addressLabel(address: Address): string {
  const town = [address.town, address.postCode].filter(Boolean).join(' ');
  return [address.line1, address.line2, address.line3, town]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(', ');
}

/** 000 §8 texts of a failed lookup by status; anything else is the general load error. */
function failureKey(status: unknown): string {
  if (status === 400) return 'RUNTIME_POSTCODE_NOT_VALID';
  if (status === 403 || status === 404) return 'RUNTIME_POSTCODE_NO_ADDRESSES';
  return 'RUNTIME_LOAD_ERROR';
}

export function AddressLookupField(props: FieldProps) {
  const { registry, uiSchema, formData, schema, disabled, readonly } = props;
  const options = (uiSchema?.['ui:options'] ?? {}) as { call?: string; param?: string };
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const inputId = useId();
  const choiceId = useId();
  const [postcode, setPostcode] = useState('');
  const [found, setFound] = useState<Address[] | undefined>(undefined);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const ObjectField = registry.fields.ObjectField;
  const fieldNames = Object.keys((schema.properties ?? {}) as object);

  async function find() {
    const compact = postcode.replace(/\s+/g, '');
    setFound(undefined);
    if (!compact) {
      setStatus(t('RUNTIME_POSTCODE_MISSING'));
      return;
    }
    setBusy(true);
    setStatus(t('RUNTIME_TYPEAHEAD_SEARCHING'));
    try {
      const reply = await services.call(options.call ?? 'lookupPostcode', {
        query: { [options.param ?? 'postcode']: compact },
        notify: false,
      });
      const addresses = Array.isArray(reply?.result) ? (reply.result as Address[]) : [];
      setFound(addresses);
      setStatus(
        addresses.length
          ? t('RUNTIME_POSTCODE_FOUND', { count: addresses.length })
          : t('RUNTIME_POSTCODE_NO_ADDRESSES'),
      );
    } catch (error) {
      setStatus(t(failureKey((error as { status?: unknown })?.status)));
    } finally {
      setBusy(false);
    }
  }

  function take(index: number) {
    const address = found?.[index];
    if (!address) return;
    // only the fields this form has; the rest of what was typed (name, telephone) stays
    const picked = Object.fromEntries(
      fieldNames.filter((name) => name in address).map((name) => [name, address[name] ?? undefined]),
    );
    props.onChange({ ...(formData ?? {}), ...picked }, props.fieldPathId.path);
  }

  const off = disabled || readonly;
  return (
    <>
      <div className="address-lookup" role="group" aria-labelledby={`${inputId}-label`}>
        <label id={`${inputId}-label`} htmlFor={inputId}>
          {t('RUNTIME_POSTCODE_LOOKUP')}
        </label>
        <div className="address-lookup__row">
          <input
            id={inputId}
            className="form-control"
            type="text"
            autoComplete="postal-code"
            maxLength={10}
            value={postcode}
            disabled={off}
            aria-describedby={`${inputId}-status`}
            onChange={(e) => setPostcode(e.target.value)}
            onKeyDown={(e) => {
              // Enter looks the postcode up instead of submitting the address form
              if (e.key === 'Enter') {
                e.preventDefault();
                void find();
              }
            }}
          />
          <button
            type="button"
            className="button"
            disabled={off || busy}
            aria-busy={busy || undefined}
            onClick={() => void find()}
          >
            {t('RUNTIME_POSTCODE_FIND')}
          </button>
        </div>
        <p id={`${inputId}-status`} className="address-lookup__status" role="status">
          {status}
        </p>
        {found && found.length > 0 && (
          <>
            <label htmlFor={choiceId}>{t('RUNTIME_POSTCODE_CHOOSE')}</label>
            <select
              id={choiceId}
              className="form-control"
              defaultValue=""
              disabled={off}
              onChange={(e) => take(Number(e.target.value))}
            >
              <option value="" disabled>
                {t('RUNTIME_POSTCODE_CHOOSE_PROMPT', { count: found.length })}
              </option>
              {found.map((address, index) => (
                <option key={index} value={index}>
                  {addressLabel(address)}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
      <ObjectField {...props} />
    </>
  );
}
