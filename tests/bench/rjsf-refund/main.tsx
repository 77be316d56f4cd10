// Bench-only comparison page (tests/bench/refundKeystroke.ts): the refund page's fields as one plain RJSF form with
// the runtime ajv8 validator and liveValidate, i.e. what a generic schema form does on every keystroke.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';

const TICKETS = 30;

const schema: RJSFSchema = {
  type: 'object',
  required: ['reason', 'adminFee', 'surrenderDate'],
  properties: {
    reason: { type: 'integer', title: 'Refund reason', enum: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
    reasonDescription: { type: 'string', title: 'Describe the reason', maxLength: 300 },
    caseReference: { type: 'string', title: 'Case reference', maxLength: 20 },
    adminFee: { type: 'number', title: 'Administration fee', minimum: 0, multipleOf: 0.05 },
    surrenderDate: { type: 'string', title: 'Surrender date', format: 'date' },
    tickets: {
      type: 'array',
      title: 'Tickets',
      items: {
        type: 'object',
        properties: {
          refund: { type: 'boolean', title: 'Refund' },
          amount: { type: 'number', title: 'Refund amount', minimum: 0.5, maximum: 25, multipleOf: 0.1 },
          ticketNumber: {
            type: 'string',
            title: 'Paper ticket number',
            maxLength: 31,
            pattern:
              '^\\d{5}(?:-\\d{2}-\\d{2}-\\d{2,4}-[A-Z0-9]{1,8}|\\.\\d{2}\\.\\d{2}\\.\\d{2,4}\\.[A-Z0-9]{1,8}| [A-Z0-9]{4} [A-Z0-9]{4})$',
          },
        },
        if: { properties: { refund: { const: true } } },
        then: { required: ['amount'] },
      },
    },
    payments: {
      type: 'array',
      title: 'Refund to payments',
      items: {
        type: 'object',
        properties: { amount: { type: 'number', title: 'Refund now', minimum: 0, maximum: 750 } },
      },
    },
    note: { type: 'string', title: 'Note', maxLength: 2000 },
  },
};

const initial = {
  adminFee: 10,
  surrenderDate: '2026-01-10',
  tickets: Array.from({ length: TICKETS }, () => ({ refund: false, amount: 25 })),
  payments: [{ amount: 0 }],
};

function App() {
  const [formData, setFormData] = useState<unknown>(initial);
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

createRoot(document.getElementById('root')!).render(<App />);
