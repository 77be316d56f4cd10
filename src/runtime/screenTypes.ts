// Screen definitions as declared in schemas/screens/**/*.yaml and validated by schemas/meta/screen.schema.json.
import type { Gate } from '../domain/checkGate';

/** A number, or the name of a numeric config constant of the brand profile. */
export type ConfigNumber = number | { config: string };

/** A column of a table or a field of a fields panel. */
export interface ValueDef {
  field: string;
  label: string;
  format?: string;
  /** Route template filled from the row, e.g. `/orders/{id}`. */
  link?: string;
  flag?: string;
  gate?: Gate;
}

export interface ConditionalField {
  field: string;
  flag?: string;
  gate?: Gate;
}

export interface MenuEntry {
  entry: string;
  order: number;
  label?: string;
  flag?: string;
  gate?: Gate;
}

export interface SearchBlock<N = ConfigNumber> {
  form: string;
  call: string;
  conditionalFields?: ConditionalField[];
  columns: ValueDef[];
  rowLink?: string;
  pageSize?: N;
  maxPageLinks?: N;
  empty?: string;
  /** i18n key shown when the search call fails; default RUNTIME_LOAD_ERROR. */
  error?: string;
  /** Search stays disabled while a filter is invalid, not only while the form is untouched (000 §5 order UTN). */
  disableWhileInvalid?: boolean;
  /** Buttons above the filters (Add user …); their modals have no record. */
  actions?: ActionDef[];
  /** Buttons in a last column of each result row; the row is their record. */
  rowActions?: ActionDef[];
}

export interface PanelDef<N = ConfigNumber> {
  id: string;
  title?: string;
  kind: 'fields' | 'table' | 'custom';
  call?: string;
  params?: Record<string, string>;
  /** Dotted path into the reply body; default `result`. */
  source?: string;
  fields?: ValueDef[];
  columns?: ValueDef[];
  rowLink?: string;
  empty?: string;
  /** A fields or table panel with nothing to show renders nothing at all (instead of its `empty` notice). */
  hideWhenEmpty?: boolean;
  flag?: string;
  gate?: Gate;
  paged?: boolean;
  pageSize?: N;
  widget?: string;
  planned?: boolean;
}

export interface ModalDef {
  title: string;
  /** Form id; without one the modal is a confirmation (message + Cancel / submit). */
  form?: string;
  /** Confirmation text key, interpolated with route params and `record.x` values. */
  message?: string;
  call: string;
  params?: Record<string, string>;
  initial?: Record<string, string>;
  /** Fixed call-body values (templates allowed), merged under the form's values. */
  body?: Record<string, string | number | boolean>;
  confirm?: boolean;
  submit?: string;
  success: string;
  /** Route template to open after success (e.g. `/search-vouchers`). */
  navigate?: string;
  /** Server error code → i18n key shown in the modal when the call fails with it (`'1001': INVALID_EMAIL_DOMAIN`). */
  errors?: Record<string, string>;
}

export interface ActionDef {
  id: string;
  label: string;
  flag?: string;
  gate?: Gate;
  /** Named predicate (src/runtime/predicates.ts) on the screen's record (a row action: on the row). */
  when?: string;
  /** Exactly one of `modal` and `widget` (schemas/meta/screen.schema.json enforces it). */
  modal?: ModalDef;
  /** An action widget (registerActionWidget) that renders its own dialog. */
  widget?: string;
  /** With `widget`: route template opened after the widget reports success (`{record.x}`, `{reply.x}`). */
  navigate?: string;
}

export interface DetailBlock<N = ConfigNumber> {
  call: string;
  params?: Record<string, string>;
  panels: PanelDef<N>[];
  actions?: ActionDef[];
  /** i18n key shown when the screen's call fails other than with 404 (default RUNTIME_LOAD_ERROR). */
  loadError?: string;
}

export interface CustomBlock {
  widget: string;
}

export interface ScreenDefinition<N = ConfigNumber> {
  id: string;
  kind: 'search' | 'detail' | 'custom';
  route: string;
  gate: Gate;
  flag?: string;
  title: string;
  description?: string;
  menu?: MenuEntry;
  search?: SearchBlock<N>;
  detail?: DetailBlock<N>;
  custom?: CustomBlock;
}

/** A screen after resolveScreen: gated-out parts removed, config references replaced by numbers. */
export interface ResolvedScreen extends ScreenDefinition<number> {
  /** Filter fields of a search screen that must stay hidden for this brand and user. */
  hiddenFields: string[];
}
