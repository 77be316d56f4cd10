import { describe, expect, it } from 'vitest';
import { disableFieldsWhen } from './disableFieldsWhen';
import { registerPredicate } from './predicates';
import type { GateContext } from '../domain/checkGate';

registerPredicate('testIsChild', (record) => (record as { child?: boolean }).child === true);
const context = { gateContext: {} as GateContext };
const t = (key: string) => `t:${key}`;
const ui = {
  name: { 'ui:help': 'NAME_HELP' },
  promotions: { 'ui:options': { disabledWhen: { predicate: 'testIsChild', reason: 'CHILD_REASON' } } },
  address: { line1: { 'ui:options': { disabledWhen: { predicate: 'testIsChild', reason: 'CHILD_REASON' } } } },
};

describe('disableFieldsWhen', () => {
  it('disables each field whose predicate holds for the record, with the reason as its help', () => {
    const out = disableFieldsWhen(ui, { child: true }, context, t);
    expect(out.promotions).toMatchObject({ 'ui:disabled': true, 'ui:help': 't:CHILD_REASON' });
    expect((out.address as Record<string, unknown>).line1).toMatchObject({
      'ui:disabled': true,
      'ui:help': 't:CHILD_REASON',
    });
    expect(out.name).toEqual({ 'ui:help': 'NAME_HELP' });
  });

  it('leaves the fields usable when the predicate does not hold or there is no record', () => {
    expect(disableFieldsWhen(ui, { child: false }, context, t).promotions).not.toHaveProperty('ui:disabled');
    expect(disableFieldsWhen(ui, undefined, context, t).promotions).not.toHaveProperty('ui:disabled');
  });

  it('fails closed on an unknown predicate name: the field stays usable (the server still applies its rule)', () => {
    const unknown = { promotions: { 'ui:options': { disabledWhen: { predicate: 'noSuchPredicate', reason: 'R' } } } };
    expect(disableFieldsWhen(unknown, { child: true }, context, t).promotions).not.toHaveProperty('ui:disabled');
  });
});
