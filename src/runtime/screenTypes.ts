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
  /** Named derivation (registerDerivation) of the row that gives the value instead of `field` (which stays the id). */
  derive?: string;
  /** A fields panel's field: shown only while this named predicate holds for the panel's data. */
  when?: string;
  /** Search results only: a 'Hide {label}' toggle above the table leaves the column out. */
  hideable?: boolean;
}

/** An expandable row: a keyboard-operable disclosure in a last column, opening the row's detail. */
export interface ExpandDef {
  /** Column header key. */
  header: string;
  /** Text of the disclosure's toggle ('Show payload'). */
  summary: string;
  /** Shown instead of the toggle when the detail is empty ('No payload'). */
  none?: string;
  /** One value shown alone (`format: json` for a payload) … */
  field?: string;
  format?: string;
  /** … or a list of fields of the row … */
  fields?: ValueDef[];
  /** … or a nested table of the rows at `source` (a dotted path in the row). */
  columns?: ValueDef[];
  source?: string;
}

/** Rows grouped under a heading by a field or a named grouping (a derivation of the row). */
export interface GroupDef {
  by?: string;
  grouping?: string;
  /** Format of the heading value (`date` for journeys grouped by day). */
  format?: string;
  /** Named derivation of a group's rows giving its summary line (text, or `{message, values}`). */
  summary?: string;
  /** Offers a compact (headings and summaries only) / full toggle. */
  toggle?: boolean;
}

/** A second call whose reply is merged into the panel's rows by key (order tickets + e-ticket statuses). */
export interface JoinDef {
  call: string;
  /** The call whose reply this one waits for (the screen's): see PanelDef.after. */
  after?: string;
  params?: Record<string, string>;
  /** Dotted path of the list in the second reply; default `result`. */
  source?: string;
  /** Row field and reply-item field that must be equal. */
  key: string;
  on: string;
  /** Row field → reply-item field, copied from the matching item. */
  fields: Record<string, string>;
  /** Predicate on the screen's record: the call is made only when it holds. */
  when?: string;
}

/**
 * A call a custom panel's widget reads as soon as it shows, under callQueryKey(call, {params, query}): the route
 * starts it with the page (./prefetchScreen), rather than after the widget's code (issue 24, calls before code).
 */
export interface WidgetCallDef {
  call: string;
  /** The call whose reply this one waits for (the screen's): see PanelDef.after. */
  after?: string;
  /** Route parameters (`{id}`): asked with the page; `{record.x}`: once the screen's record is in. */
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  /** The widget asks with notify: false (it says its own failure): part of its arguments, so of the key. */
  notify?: false;
  /** What the widget keeps of the reply under the key (a dotted path: `result`), when not the whole reply. */
  source?: string;
}

/** A status message with a tone (panel kind `callout`, or a table panel's line above its rows). */
export interface CalloutDef {
  tone?: 'info' | 'success' | 'warning' | 'danger' | 'neutral';
  message?: string;
  /** A value shown after the message, read from the reply body (`result.totalBalance`). */
  value?: { field: string; format?: string };
  /** Named derivation of the reply giving `{tone, message, values}` or null (no callout). */
  derive?: string;
  when?: string;
  /** data-testid of the callout, a stable hook for browser tests. */
  testId?: string;
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
  /** A registered form rule (registerFormRule) run while typing: errors beside the fields, Search waits for it. */
  rule?: string;
  /** An address with filters but no page (a link from another screen) searches at once. */
  searchOnArrival?: boolean;
  /** Buttons above the filters (Add user …); their modals have no record. */
  actions?: ActionDef[];
  /** Buttons in a last column of each result row; the row is their record. */
  rowActions?: ActionDef[];
}

export interface PanelDef<N = ConfigNumber> {
  id: string;
  title?: string;
  kind: 'fields' | 'table' | 'custom' | 'callout';
  /** predicate on the screen's record: the panel is left out (and makes no call) while it does not hold */
  when?: string;
  call?: string;
  /**
   * The call whose reply the panel's call waits for (issue 33; the screen's own call): the data layer starts it the
   * moment that reply is in (./replyChain), its params reading it as `{reply.x}`, its `when` judged on it.
   */
  after?: string;
  /** Fixed query values of the panel's own call (`state: [ACCEPTED, PENDING]`). */
  query?: Record<string, unknown>;
  /** i18n key said when the panel's own call fails (sent with notify: false); default RUNTIME_LOAD_ERROR. */
  loadError?: string;
  /** i18n key said (as the empty notice, actions kept) when the panel's own call answers 404: nothing there yet. */
  notFound?: string;
  /** Named derivation of the data at `source` giving the table's rows (tickets flattened from trips). */
  rows?: string;
  join?: JoinDef;
  expand?: ExpandDef;
  group?: GroupDef;
  callout?: CalloutDef;
  /** A column empty in every row is left out. */
  hideEmptyColumns?: boolean;
  /** A link under the panel (`href` a route template of route params and `{record.x}`): 'show more' elsewhere. */
  link?: { label: string; href: string; flag?: string; gate?: Gate };
  /** Buttons in the panel's header; their record is the screen's record. */
  actions?: ActionDef[];
  /** Buttons in a last column of each row; the row is their record. */
  rowActions?: ActionDef[];
  params?: Record<string, string>;
  /** Dotted path into the reply body; default `result`. */
  source?: string;
  fields?: ValueDef[];
  columns?: ValueDef[];
  rowLink?: string;
  empty?: string;
  /** A fields or table panel with nothing to show renders nothing at all (instead of its `empty` notice). */
  hideWhenEmpty?: boolean;
  /** Detail screens: the panel's column of two side by side (001 §2 claim detail's left and right panels). */
  column?: 'left' | 'right';
  flag?: string;
  gate?: Gate;
  paged?: boolean;
  /** With its own call: the call is made only when the user presses the `fetchLabel` button. */
  fetchOnDemand?: boolean;
  fetchLabel?: string;
  pageSize?: N;
  widget?: string;
  /** Kind custom: the calls its widget reads first, started by the route with the page. */
  prefetch?: WidgetCallDef[];
  planned?: boolean;
}

export interface ModalDef {
  title: string;
  /** Form id; without one the modal is a confirmation (message + Cancel / submit). */
  form?: string;
  /** Form fields left out unless their flag/gate holds (the self-registration checkbox under a brand flag). */
  conditionalFields?: ConditionalField[];
  /** A registered form rule (registerFormRule) run while typing: errors beside the fields, the submit waits for it. */
  rule?: string;
  /** Confirmation text key, interpolated with route params and `record.x` values. */
  message?: string;
  call: string;
  /** The call made instead when the form leaves `field` empty (001 §7 the no-passcode variant of a call). */
  callWithout?: { field: string; call: string };
  params?: Record<string, string>;
  /** field → template; an object field (a nested form object) → its own field → template map. */
  initial?: Record<string, string | Record<string, string>>;
  /** Fixed call-body values (templates allowed), merged under the form's values. */
  body?: Record<string, string | number | boolean>;
  confirm?: boolean;
  submit?: string;
  success: string;
  /** Route template to open after success (e.g. `/search-vouchers`). */
  navigate?: string;
  /** A success dialog per value of the reply (instead of `success` and `navigate`; neither applies when one is shown). */
  done?: DoneDef;
  /** Server error code → i18n key shown in the modal when the call fails with it (`'1001': INVALID_EMAIL_DOMAIN`). */
  errors?: Record<string, string>;
  /** A failure is notified (this key, then the server's reasons) instead of said in the dialog, which stays open
   *  with the values kept and the server's field errors beside their fields (001 §8: DRC errors as notifications). */
  failure?: string;
  /** The dialog's own words for a failure `errors` does not name, before the server's reasons; interpolated with
   *  `status`, `record.x` and the form values (001 §8 compensation: 'Error processing claim with status 500').
   *  Per status (`{'404': KEY, default: KEY}`): the status's text (else `default`) is the whole message, with
   *  `reasons` (the server's own messages) as well (001 §8 smartcard link: 'with a message show it'). */
  failureText?: string | FailureTexts;
  /** A second call made once `call` has succeeded (001 §7 issue smartcard: the details, then POST /smartcard/{id}/link). */
  then?: ThenCallDef;
}

/** `modal.then`: the call that completes the modal's call; the dialog's success reads its reply. */
export interface ThenCallDef {
  call: string;
  /** Templates over route params, `record.x`, the form values and `reply.x` (the first call's result). */
  params?: Record<string, string>;
  /** The call's body: field → template over the same values (a lone `{field}` passes the value as it is). */
  body?: Record<string, string | number | boolean>;
  /** Form fields sent to this call only (left out of the first call's body). */
  fields?: string[];
  /** As the modal's `errors` and `failureText`, for this call's failure (the first call's keep the modal's). */
  errors?: Record<string, string>;
  failureText?: string | FailureTexts;
}

/** A modal's failure texts per HTTP status (`'403'`), and `default` for any other status. */
export type FailureTexts = Record<string, string> & { default?: string };

/** One declared success dialog of a modal (`modal.done.dialogs[value]`). */
export interface DoneDialogDef {
  title: string;
  /** i18n key interpolated with route params, `record.x`, the form values and `reply.x`. */
  message: string;
  tone?: 'info' | 'success' | 'warning' | 'danger' | 'neutral';
  /** A link in the dialog (`href` a route template of the same values): the account just registered. */
  link?: { label: string; href: string };
}

/** A success dialog chosen by the reply instead of a notification (001 §4 register outcomes). */
export interface DoneDef {
  /** Dotted path in the reply's `result` whose value names the dialog … */
  field?: string;
  /** … or a registered derivation of the reply's `result` giving that value. */
  derive?: string;
  dialogs: Record<string, DoneDialogDef>;
}

export interface DirectCallDef {
  call: string;
  params?: Record<string, string>;
  /** Fixed query values (string values are templates), e.g. `primary: true`. */
  query?: Record<string, string | number | boolean>;
  body?: Record<string, string | number | boolean>;
  /** Success notice key (interpolated with `record.x` and `reply.x`). */
  success: string;
  /** Failure notice key; the server's reasons follow it. */
  failure?: string;
  /** Server error code → i18n key: a refusal with only these codes is notified as a warning in that text. */
  warnings?: Record<string, string>;
}

/** A read-only dialog of declared fields (a `view` action): a child card's photo. */
export interface ViewDef {
  /** i18n key, interpolated with `record.x`. */
  title: string;
  /** Call giving the record shown (its `source`, default `result`); without one the action's record is shown. */
  call?: string;
  params?: Record<string, string>;
  source?: string;
  fields: ValueDef[];
  /** Failure text of the call (said in the dialog). */
  loadError?: string;
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
  /** A call made at once, without a dialog (Block / Activate). */
  call?: DirectCallDef;
  /** Opens a read-only dialog of declared fields (ViewDialog). */
  view?: ViewDef;
  /** Prints the page (window.print) through the console's print stylesheet: a transfer's detail. */
  print?: boolean;
  /** Shown but not usable while the named predicate holds, with the reason (an i18n key) beside it. */
  disabledWhen?: { predicate: string; reason: string };
  /** Needs a second click within the brand's confirmCountdownSeconds, the countdown shown and announced. */
  confirmTwice?: boolean;
  /** Accessible name (i18n key interpolated with the record's fields) when the label alone is ambiguous. */
  ariaLabel?: string;
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
  /** dotted path of the record in the reply (default `result`), for a call whose spec names its reply otherwise */
  source?: string;
  /** predicate on the record: while it holds the screen offers no action (ReadOnlyScreen) */
  readOnlyWhen?: string;
}

export interface CustomBlock {
  widget: string;
}

/** One shape a screen can be looked up by (quick lookup): a registered lookup format or an anchored pattern. */
export interface LookupBy {
  /** The search form's filter field it fills; on a detail screen, the route parameter. */
  field: string;
  /** A registered lookup format (registerLookupFormat). */
  format?: string;
  /** An anchored pattern the trimmed input must match (with `label` and `example`). */
  pattern?: string;
  /** i18n key naming the shape in the hint; default the format's label. */
  label?: string;
  example?: string;
  /** The value is sent in capitals (a reference the search and its form compare in capitals: `drso000301`). */
  upperCase?: boolean;
}

/** A fixed lookup filter: a value, or the name of a brand config setting holding it (`{ config: compensationCurrentScheme }`). */
export type LookupQueryValue = string | number | boolean | { config: string };

/** What the quick lookup in the header may find through this screen (schemas/screens/README.md, Quick lookup). */
export interface LookupDef {
  /** i18n key of the results group (Customers, Orders …). */
  group: string;
  by?: LookupBy[];
  /** Fixed filter values sent with every lookup of this screen. */
  query?: Record<string, LookupQueryValue>;
  /**
   * A second filter the search needs with a `by` one (001 §5: a claim reference alone is refused): the lookup sends
   * nothing for a `by` value alone but asks for one of these, typed after it in the box, and searches with both.
   */
  needsOneOf?: LookupBy[];
  /** Fields of a found record shown in its row; default the first three columns. */
  show?: string[];
  /** Route template filled from the record; default the search's rowLink or the detail screen's route. */
  open?: string;
  /** i18n key (interpolated with the route parameters) of a visit kept as a recent record. */
  recent?: string;
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
  lookup?: LookupDef;
}

/** A screen after resolveScreen: gated-out parts removed, config references replaced by numbers. */
export interface ResolvedScreen extends ScreenDefinition<number> {
  /** Filter fields of a search screen that must stay hidden for this brand and user. */
  hiddenFields: string[];
}
