// `"ui:widget": "typeahead"`: a type-ahead whose choices come from a declared call (001 §5 station selector: from 3
// characters, 500 ms after the last key, a value only from the list). WAI-ARIA combobox with a listbox popup: ↓/↑ move
// through the choices, Enter takes one, Esc closes the list (a second Esc clears the field), Tab leaves without
// choosing. Typing clears the form value until a choice is taken, so free text never passes for a choice.
//
// ui:options: call (id in schemas/api), searchParam (query name of the typed text, default `search`), query (fixed
// query values, e.g. { filterByBrand: true }), value / label / labelKey (./callChoices), minLength (3), delayMs (500),
// lookupCall + lookupParam (a call that names the item of a value already in the form, default param `code`), params
// (path parameters of the call, e.g. the customer whose stations are listed), valueLabel (the text of a value already
// held when the holder knows it, so no lookup call is needed), source (where the reply holds the list, default `result`).
import { useId, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from './useTranslation';
import { callChoices, type CallChoiceOptions } from './callChoices';
import { callQueryKey } from './callQueryKey';
import { useRuntimeServices } from './RuntimeServices';
import type { SelectChoice } from './SelectInput';
import { getPath } from './template';
import { useDebouncedValue } from './useDebouncedValue';

export interface TypeaheadOptions extends CallChoiceOptions {
  call: string;
  searchParam?: string;
  query?: Record<string, unknown>;
  minLength?: number;
  delayMs?: number;
  lookupCall?: string;
  lookupParam?: string;
  /** path parameters of `call` */
  params?: Record<string, string | number>;
  /** label of the value the form already holds (instead of a lookup call) */
  valueLabel?: string;
  /** dotted path of the list in the search reply, when it is not `result` (a service's `{ locations: [...] }`) */
  source?: string;
}

export function TypeaheadWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, required, autofocus, onChange, onBlur, onFocus, rawErrors, placeholder } =
    props;
  const options = props.options as unknown as TypeaheadOptions;
  const minLength = options.minLength ?? 3;
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const listId = useId();
  const statusId = useId();
  // text: what is typed; chosen: the choice taken (its label shows in the field)
  const [text, setText] = useState<string | undefined>(undefined);
  const [chosen, setChosen] = useState<SelectChoice | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const typed = (text ?? '').trim();
  const settled = useDebouncedValue(typed, options.delayMs ?? 500);
  const searchArgs = {
    ...(options.params ? { params: options.params } : {}),
    query: { ...options.query, [options.searchParam ?? 'search']: settled },
    notify: false,
  };
  const search = useQuery({
    queryKey: callQueryKey(options.call, searchArgs),
    queryFn: () => services.call(options.call, searchArgs),
    enabled: open && settled.length >= minLength,
    staleTime: 60_000,
  });
  const choices = search.data
    ? callChoices(options.source ? { result: getPath(search.data, options.source) } : search.data, options, t)
    : [];

  // a value the form already holds (editing a record): its label comes from the lookup call
  const hasValue = value !== undefined && value !== null && value !== '';
  const lookupArgs = { params: { [options.lookupParam ?? 'code']: String(value ?? '') }, notify: false };
  const lookup = useQuery({
    queryKey: callQueryKey(options.lookupCall ?? '', lookupArgs),
    queryFn: () => services.call(options.lookupCall!, lookupArgs),
    enabled: Boolean(options.lookupCall) && hasValue && chosen?.value !== String(value) && text === undefined,
    staleTime: Infinity,
  });
  const lookedUp = lookup.data
    ? callChoices({ result: [lookup.data.result].filter(Boolean) }, options, t)[0]
    : undefined;

  const shown =
    text ??
    (hasValue
      ? chosen?.value === String(value)
        ? chosen.label
        : (lookedUp?.label ?? options.valueLabel ?? String(value))
      : '');
  const waiting = typed !== settled || search.isFetching;
  const listOpen = open && typed.length >= minLength && !waiting && choices.length > 0;

  let status = '';
  if (open && text !== undefined) {
    if (typed.length < minLength) status = t('RUNTIME_TYPEAHEAD_MIN', { count: minLength });
    else if (waiting) status = t('RUNTIME_TYPEAHEAD_SEARCHING');
    else if (search.isError) status = t('RUNTIME_LOAD_ERROR');
    else
      status = choices.length ? t('RUNTIME_TYPEAHEAD_RESULTS', { count: choices.length }) : t('RUNTIME_TYPEAHEAD_NONE');
  }

  function choose(choice: SelectChoice) {
    setChosen(choice);
    setText(undefined);
    setOpen(false);
    setActive(-1);
    onChange(choice.value);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      if (!choices.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        current < 0 && step < 0 ? choices.length - 1 : (current + step + choices.length) % choices.length,
      );
    } else if (e.key === 'Enter' && listOpen && active >= 0) {
      e.preventDefault(); // takes the choice instead of submitting the form
      choose(choices[active]);
    } else if (e.key === 'Escape') {
      if (listOpen) {
        e.preventDefault();
        e.stopPropagation(); // a dialog around the form stays open
        setOpen(false);
      } else if (shown) {
        e.preventDefault();
        e.stopPropagation();
        setText('');
        setChosen(undefined);
        onChange(undefined);
      }
    }
  }

  const describedBy = [statusId, rawErrors?.length ? `${id}__error` : undefined].filter(Boolean).join(' ');
  return (
    <div className="typeahead">
      <input
        id={id}
        name={props.htmlName ?? id}
        className="form-control"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={listOpen}
        aria-controls={listId}
        aria-activedescendant={listOpen && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        readOnly={readonly}
        required={required}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog or the sign-in form puts the focus on its first control when it opens (WAI-ARIA dialog pattern; native <dialog> honours autofocus)
        autoFocus={autofocus}
        placeholder={placeholder}
        value={shown}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
          if (hasValue) onChange(undefined);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => onFocus(id, value)}
        onBlur={() => {
          setOpen(false);
          onBlur(id, value);
        }}
      />
      <ul id={listId} role="listbox" className="typeahead__list" hidden={!listOpen} aria-label={props.label}>
        {listOpen &&
          choices.map((choice, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard chooses on the input (arrows, Enter: aria-activedescendant); the click is for the pointer
            <li
              key={choice.value}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'typeahead__option typeahead__option--active' : 'typeahead__option'}
              // mousedown would blur the input (closing the list) before the click lands
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(choice)}
            >
              {choice.label}
            </li>
          ))}
      </ul>
      <p id={statusId} className="typeahead__status" role="status">
        {status}
      </p>
    </div>
  );
}
