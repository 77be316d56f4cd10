// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '@rjsf/utils';
import { SelectInput } from './SelectInput';

afterEach(cleanup);

function widgetProps(overrides: Partial<WidgetProps> = {}): WidgetProps {
  return {
    id: 'root_brand',
    name: 'brand',
    value: undefined,
    required: false,
    disabled: false,
    readonly: false,
    autofocus: false,
    label: 'Brand',
    schema: { type: 'string' },
    options: {},
    onChange: vi.fn(),
    onBlur: vi.fn(),
    onFocus: vi.fn(),
    rawErrors: [],
    registry: {} as WidgetProps['registry'],
    ...overrides,
  } as WidgetProps;
}

const choices = [
  { value: 'southern', label: 'Southern' },
  { value: 'thameslink', label: 'Thameslink' },
];

describe('SelectInput', () => {
  it('lists the empty option first, then the choices, and reports the chosen value (empty = undefined)', async () => {
    const onChange = vi.fn();
    render(<SelectInput {...widgetProps({ onChange })} emptyLabel="Any brand" choices={choices} />);
    const select = screen.getByRole('combobox');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Any brand',
      'Southern',
      'Thameslink',
    ]);
    await userEvent.selectOptions(select, 'thameslink');
    expect(onChange).toHaveBeenLastCalledWith('thameslink');
    await userEvent.selectOptions(select, '');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('shows the current value and marks errors for assistive technology', () => {
    render(
      <SelectInput
        {...widgetProps({ value: 'southern', rawErrors: ['Required'] })}
        emptyLabel="Choose"
        choices={choices}
      />,
    );
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect(select.value).toBe('southern');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('root_brand__error');
  });

  it('is disabled when read-only (a select has no read-only state)', () => {
    render(<SelectInput {...widgetProps({ readonly: true })} emptyLabel="Choose" choices={choices} />);
    expect((screen.getByRole('combobox') as HTMLSelectElement).disabled).toBe(true);
  });
});
