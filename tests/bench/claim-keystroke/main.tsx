// Bench-only page (tests/bench/compensationKeystroke.ts): a non-season claim of 4 weeks × 5 days × 2 tickets, either
// in the console's claim accordion (src/widgets/compensation-claim, its declared sub-forms, the changed day judged at
// once and the whole draft at idle time by the domain rules; ?form=accordion) or as one plain RJSF form of the same declared sub-forms with the runtime ajv8 validator and
// liveValidate (?form=rjsf), i.e. what a generic schema form does on every keystroke.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import '../../../src/i18n/index';
import '../../../src/i18n/areaTexts';
import '../../../src/app/app.css';
import '../../../src/runtime/runtime.css';
import { RuntimeServicesProvider, type RuntimeServices } from '../../../src/runtime/RuntimeServices';
import { ClaimAccordion } from '../../../src/widgets/compensation-claim/ClaimAccordion';
import type { ClaimDraft } from '../../../src/domain/compensationClaimErrors';
import customer from '../../../schemas/forms/compensation/claimCustomer.schema.json';
import address from '../../../schemas/forms/compensation/claimAddress.schema.json';
import dayTicket from '../../../schemas/forms/compensation/claimDayTicket.schema.json';
import day from '../../../schemas/forms/compensation/claimDay.schema.json';
import week from '../../../schemas/forms/compensation/claimWeek.schema.json';
import information from '../../../schemas/forms/compensation/claimInformation.schema.json';

const WEEKS = ['2018-03-05', '2018-03-12', '2018-03-19', '2018-03-26'];
const ticket = (origin: string, destination: string) => ({
  type: 'single',
  origin,
  destination,
  number: 'AB123',
  price: 1850,
  purchaseLocation: 'online',
  evidenceType: 'receipt',
});
const plusDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const draft: ClaimDraft = {
  kind: 'non-season',
  customer: {
    title: 'Mr',
    firstNames: 'Ben',
    surname: 'Bench',
    email: 'ben.bench@example.com',
    phoneNumber: '01273 555000',
    address: { line1: '1 High Street', town: 'Brighton', postcode: 'BN1 1AA', country: 'GBR' },
  },
  weeks: WEEKS.map((period) => ({
    period,
    days: [0, 1, 2, 3, 4].map((n) => ({
      date: plusDays(period, n),
      outward: ticket('BTN', 'VIC'),
      return: ticket('VIC', 'BTN'),
    })),
  })),
  requestInformation: 'Late every day',
};

// the brand defaults (brands/_defaults.yaml) the accordion reads its limits from
const config = {
  compensationMaxTickets: 13,
  compensationMaxTicketsPerWeek: 5,
  compensationMinTicketsPerWeek: 3,
  compensationMaxWeeks: 4,
  compensationStartDate: '2018-01-01',
  compensationEndDate: '2018-12-31',
  compensationNonSeasonStartDate: '2018-01-01',
  compensationNonSeasonEndDate: '2018-12-31',
  compensationCurrentScheme: 'COMP2018',
  compensationWhitelistMaxAmount: 100000,
  compensationTicketPriceMax: 1000000,
  carnetBookSize: 5,
  compensationMinReturnsPerWeek: 3,
  compensationMinCarnetBooksPerWeek: 2,
  compensationOysterNumberFormat: 'tenSpaceTwo',
  compensationTicketCountUnit: 'day',
  weeklyCapZones: { '1-3': 2790 },
};
const services: RuntimeServices = {
  // the eligibility answer of the sandbox for BTN–VIC, at once
  call: async (id: string, args?: { body?: any }) =>
    id === 'checkClaimEligibility'
      ? {
          results: args!.body.journeys.map(() => ({
            routes: [{ routeCode: '00100', description: 'BTN-VIC', compensationLevel: 'QUALIFIES_MONTHLY_CAP' }],
          })),
        }
      : {},
  gateContext: { level: 4, flags: {}, permissions: {} },
  flags: {},
  config,
  notify: () => undefined,
};

const schema = {
  type: 'object',
  properties: {
    customer: { ...customer, properties: { ...customer.properties, address } },
    weeks: {
      type: 'array',
      maxItems: 4,
      items: {
        ...week,
        properties: {
          ...week.properties,
          days: {
            type: 'array',
            items: { ...day, properties: { ...day.properties, outward: dayTicket, return: dayTicket } },
          },
        },
      },
    },
    ...information.properties,
  },
} as unknown as RJSFSchema;

function Plain() {
  const [formData, setFormData] = useState<unknown>(draft);
  return (
    <Form
      schema={schema}
      validator={validator}
      formData={formData}
      liveValidate
      onChange={(e) => setFormData(e.formData)}
    />
  );
}

const which = new URLSearchParams(location.search).get('form');
createRoot(document.getElementById('root')!).render(
  which === 'rjsf' ? (
    <Plain />
  ) : (
    <QueryClientProvider client={new QueryClient()}>
      <RuntimeServicesProvider value={services}>
        <ClaimAccordion
          kind="non-season"
          initial={draft}
          requestId="CR-BENCH"
          onClose={() => undefined}
          onSuccess={() => undefined}
        />
      </RuntimeServicesProvider>
    </QueryClientProvider>
  ),
);
