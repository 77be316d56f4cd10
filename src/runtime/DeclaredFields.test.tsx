// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeclaredFields, type DeclaredForm } from './DeclaredFields';
import { renderWithRuntime } from './testing/renderWithRuntime';

afterEach(cleanup);

const form: DeclaredForm = {
  schema: {
    required: ['name'],
    properties: {
      name: { type: 'string', title: 'NAME', maxLength: 5 },
      kind: { type: 'string', title: 'KIND', enum: ['a', 'b'] },
      amount: { type: 'integer', title: 'AMOUNT' },
      agree: { type: 'boolean', title: 'AGREE' },
      note: { type: 'string', title: 'NOTE' },
    },
  },
  ui: {
    'ui:order': ['kind', 'name', 'amount', 'agree', 'note'],
    kind: { 'ui:enumNames': ['KIND_A', 'KIND_B'] },
    amount: { 'ui:widget': 'money' },
    note: { 'ui:widget': 'textarea' },
  },
};
/** The caller holds the values, as the claim accordion does. */
function Held({
  onChange,
  ...rest
}: {
  onChange: (f: string, v: unknown) => void;
  errors?: Record<string, string>;
  hidden?: string[];
}) {
  const [values, setValues] = useState<Record<string, unknown>>({ name: 'Ab' });
  return (
    <DeclaredFields
      form={form}
      idPrefix="t"
      values={values}
      onChange={(f, v) => {
        onChange(f, v);
        setValues((old) => ({ ...old, [f]: v }));
      }}
      {...rest}
    />
  );
}
const translations = {
  NAME: 'Name',
  KIND: 'Kind',
  KIND_A: 'First kind',
  KIND_B: 'Second kind',
  AMOUNT: 'Amount',
  AGREE: 'Agree',
  NOTE: 'Note',
};

describe('DeclaredFields', () => {
  it("renders a declared form's fields by their titles and widgets, and reports each change by field", async () => {
    const onChange = vi.fn();
    renderWithRuntime(<Held errors={{ name: 'Too short' }} onChange={onChange} hidden={['note']} />, { translations });
    const name = screen.getByLabelText(/^Name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Too short').id).toBe(name.getAttribute('aria-describedby'));
    expect(screen.queryByLabelText('Note')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Second kind');
    expect(onChange).toHaveBeenLastCalledWith('kind', 'b');
    await userEvent.type(screen.getByLabelText('Amount'), '1.5');
    expect(onChange).toHaveBeenLastCalledWith('amount', 150);
    await userEvent.click(screen.getByLabelText('Agree'));
    expect(onChange).toHaveBeenLastCalledWith('agree', true);
  });

  it('shows only the fields asked for', () => {
    renderWithRuntime(
      <DeclaredFields form={form} idPrefix="t" values={{}} onChange={() => undefined} only={['note']} />,
      { translations },
    );
    expect(screen.getByLabelText('Note').tagName).toBe('TEXTAREA');
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
  });
});
