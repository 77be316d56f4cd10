import { describe, expect, it } from 'vitest';
import { apiDoc, describeGate, leadingComment } from './apiDoc';

const voucherCall = {
  id: 'addCustomerVoucher',
  method: 'POST',
  path: '/customers/{id}/vouchers',
  summary: 'New voucher | or a request',
  gate: { all: [{ flag: 'enableEvouchers' }, { permission: 'canAddVoucher' }] },
  params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]{1,15}$' } } },
  body: {
    type: 'object',
    required: ['amount', 'reason'],
    properties: {
      amount: { type: 'integer', minimum: 100, maximum: 5000, description: 'pence' },
      reason: { enum: ['GOODWILL', 'OTHER'] },
      otherReason: { type: 'string', maxLength: 250 },
      lines: {
        type: 'array',
        maxItems: 3,
        items: { type: 'object', required: ['code'], properties: { code: { type: 'string', pattern: 'a|b' } } },
      },
    },
    additionalProperties: false,
    if: { properties: { reason: { const: 'OTHER' } }, required: ['reason'] },
    then: { required: ['otherReason'] },
  },
  status: 201,
};

describe('describeGate', () => {
  it('words every gate form, bracketing nested groups', () => {
    expect(describeGate(undefined)).toBe('public');
    expect(describeGate({ minLevel: 'AGENT' })).toBe('AGENT+');
    expect(describeGate({ levels: ['BASIC', 'HQ'] })).toBe('levels BASIC, HQ');
    expect(describeGate({ any: [{ all: [{ flag: 'a' }, { minLevel: 'HQ' }] }, { permission: 'p' }] })).toBe(
      '(flag `a` and HQ+) or permission `p`',
    );
  });
});

describe('leadingComment', () => {
  it('joins the comment lines at the top of a file and stops at the first other line', () => {
    expect(leadingComment('# Vouchers (000 §2).\n# Pence.\n- id: x\n# later\n')).toBe('Vouchers (000 §2). Pence.');
    expect(leadingComment('- id: x\n')).toBe('');
  });
});

describe('apiDoc', () => {
  const doc = apiDoc([{ area: 'vouchers', intro: 'E-vouchers.', calls: [voucherCall] }]);

  it('lists each call of an area with method, /api path, gate, status and an escaped summary', () => {
    expect(doc).toContain('## vouchers\n\nFrom `schemas/api/vouchers.yaml`. E-vouchers.');
    expect(doc).toContain(
      '| [`addCustomerVoucher`](#addcustomervoucher) | POST | `/api/customers/{id}/vouchers` | flag `enableEvouchers` and permission `canAddVoucher` | 201 | New voucher \\| or a request |',
    );
    expect(doc).toContain('1 calls in 1 areas');
  });

  it('gives the rules of path, body, nested and conditional fields', () => {
    expect(doc).toContain('| `id` | string | ✓ | pattern `^[0-9]{1,15}$` |');
    expect(doc).toContain('| `amount` | integer | ✓ | ≥ 100; ≤ 5000; pence |');
    expect(doc).toContain('| `reason` | enum | ✓ | one of `GOODWILL`, `OTHER` |');
    expect(doc).toContain('| `otherReason` | string |  | max length 250 |');
    expect(doc).toContain('| `lines[].code` | string | ✓ | pattern `a\\|b` |');
    expect(doc).toContain('When `reason` is `OTHER`: `otherReason` is required.');
    expect(doc).toContain('Other fields are refused (400).');
  });

  it('says when a call takes no input', () => {
    const bare = apiDoc([
      { area: 'auth', intro: '', calls: [{ id: 'listBrands', method: 'GET', path: '/config/brands', status: 200 }] },
    ]);
    expect(bare).toContain('| public | 200 |');
    expect(bare).toContain('No parameters, query or body.');
  });
});
