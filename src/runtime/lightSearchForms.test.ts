// Issue 24: a search page loads RJSF (~66 KB gzip) only when its form needs it. Every search form of the screens is
// one the light renderer draws (choice lists, boxes, dates, money, call-backed and brand-config choices, the search's
// rule and disableWhileInvalid), so no search page loads RJSF; a form it could not draw fails here, naming it.
import { readFileSync } from 'node:fs';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { loadAllWidgetFolders } from '../widgets/registerWidgets';
import { lightFormFits } from './LightForm';
import './lightChoiceFields';
import { screenDefinitions } from './screenDefinitions';
import './signedInFormWidgets';

await loadAllWidgetFolders();

const read = <T>(file: string) =>
  JSON.parse(readFileSync(new URL(`../../schemas/forms/${file}`, import.meta.url), 'utf8')) as T;

describe('search forms in the light renderer', () => {
  it('draws every search form without RJSF', () => {
    const forms = [...new Set(screenDefinitions.flatMap((s) => (s.search?.form ? [s.search.form] : [])))];
    expect(forms).toContain('delayRepay/delayRepaySearch');
    const refused = forms.filter(
      (id) => !lightFormFits(read<RJSFSchema>(`${id}.schema.json`), read<UiSchema>(`${id}.ui.json`)),
    );
    expect(refused).toEqual([]);
  });

  it('leaves to RJSF what it does not draw as RJSF would: a nested object, a field rule', () => {
    const schema: RJSFSchema = { type: 'object', properties: { address: { type: 'object', properties: {} } } };
    expect(lightFormFits(schema, {})).toBe(false);
    const text: RJSFSchema = { type: 'object', properties: { name: { type: 'string' } } };
    expect(lightFormFits(text, { name: { 'ui:options': { hiddenWhen: { predicate: 'x' } } } })).toBe(false);
    // a bound from the brand (./configBounds) is judged by the RJSF form
    const amount: RJSFSchema = { type: 'object', properties: { amount: { type: 'string' } } };
    expect(lightFormFits(amount, { amount: { 'ui:options': { maximum: { config: 'maximumVoucherAmount' } } } })).toBe(
      false,
    );
    expect(lightFormFits(text, {})).toBe(true);
  });
});
