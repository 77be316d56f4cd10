// The header's quick lookup (issue 21): paste or type an identifier, the console runs every search whose declared shape
// it fits (lookupTargets, planLookup, runLookup) and opens a single match at once, or lists what was found grouped by
// kind. WAI-ARIA combobox with a listbox popup: ↓/↑ move, Enter opens, Esc closes and gives the focus back. Reached
// from anywhere with `/` (outside a text field) or Ctrl+K. The list always answers the text in the box: a key typed
// puts the previous answer away, so Enter acts on what the box says now.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../runtime/useTranslation';
import { useRuntimeServices } from '../../runtime/RuntimeServices';
import { loadWidgetFolders } from '../../widgets/registerWidgets';
import { useSession } from '../AppServicesContext';
import { isTextEntry } from '../routing/isTextEntry';
import { firstActive, lookupOptionGroups, type LookupOption, type LookupOptionGroup } from './lookupOptions';
import { lookupStatus } from './lookupStatus';
import { closedLookupTargets, lookupTargets, recentTargets } from './lookupTargets';
import { acceptedShapes, fitsPattern, planLookup } from './planLookup';
import { readRecentRecords, recentRecordOf, rememberRecentRecord, type RecentRecord } from './recentRecords';
import { runLookup, singleMatch, type LookupGroup } from './runLookup';
import './quickLookup.css';

/** Typing waits this long after the last key; a paste or Enter looks up at once. */
const TYPING_DELAY_MS = 300;

/** `closed`: i18n keys of the groups the input names that the level may not open. */
type Phase =
  | { kind: 'idle' }
  | { kind: 'noShape'; input: string; closed: string[] }
  | { kind: 'searching'; input: string }
  | { kind: 'done'; input: string; groups: LookupGroup[]; closed: string[] };

export function QuickLookup() {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const { user } = useSession();
  const owner = user?.email ?? '';
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const targets = useMemo(
    () => lookupTargets(services.gateContext, services.config),
    [services.gateContext, services.config],
  );
  const recentOnes = useMemo(
    () => recentTargets(services.gateContext, services.config),
    [services.gateContext, services.config],
  );
  const closedTargets = useMemo(
    () => closedLookupTargets(services.gateContext, services.config),
    [services.gateContext, services.config],
  );
  const shapes = useMemo(() => acceptedShapes(targets), [targets]);

  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<RecentRecord[]>(() => readRecentRecords(owner));
  const inputRef = useRef<HTMLInputElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const sequence = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A visit to a declared detail screen is a recent record of this session.
  useEffect(() => {
    const record = recentRecordOf(pathname, recentOnes);
    setRecent(record ? rememberRecentRecord(owner, record) : readRecentRecords(owner));
  }, [pathname, recentOnes, owner]);

  // `/` (outside a text field) and Ctrl+K (anywhere) put the keyboard in the box.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      const ctrlK = (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k';
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTextEntry(e.target);
      if (!ctrlK && !slash) return;
      if (e.target === inputRef.current) {
        if (ctrlK) e.preventDefault();
        return;
      }
      e.preventDefault();
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      inputRef.current?.focus();
      inputRef.current?.select();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  function go(href: string) {
    clearTimeout(timer.current);
    sequence.current += 1;
    setOpen(false);
    setInput('');
    setPhase({ kind: 'idle' });
    setActive(-1);
    returnFocus.current = null;
    // The record's page puts the keyboard on its heading once it shows (FocusOnNavigation); a box left focused would
    // read as the user's own choice of field and keep it.
    inputRef.current?.blur();
    void navigate(href);
  }

  /** `openSingle`: a paste or Enter opens a lone match at once; typing only lists it (it may be half an id). */
  async function lookUp(text: string, openSingle: boolean) {
    clearTimeout(timer.current);
    const mine = ++sequence.current;
    const trimmed = text.trim();
    if (trimmed === '') {
      setPhase({ kind: 'idle' });
      return;
    }
    const plan = planLookup(trimmed, targets);
    const closed = fitsPattern(trimmed, closedTargets).map((target) => target.group);
    setActive(-1);
    if (plan.length === 0) {
      setPhase({ kind: 'noShape', input: trimmed, closed });
      return;
    }
    setPhase({ kind: 'searching', input: trimmed });
    // the formats of the fields a group shows may be a widget folder's, loaded with the first lookup that shows them
    const [groups] = await Promise.all([
      runLookup(services.call, plan),
      loadWidgetFolders([...new Set(plan.flatMap((p) => p.target.widgets ?? []))]).catch(() => undefined),
    ]);
    if (mine !== sequence.current) return;
    const single = singleMatch(groups);
    if (single && openSingle) {
      go(single);
      return;
    }
    setPhase({ kind: 'done', input: trimmed, groups, closed });
    setActive(firstActive(lookupOptionGroups(groups, t).flatMap((g) => g.options)));
  }

  function onChange(value: string, pasted: boolean) {
    setInput(value);
    setOpen(true);
    clearTimeout(timer.current);
    const trimmed = value.trim();
    // a space after the text keeps its answer (the space a question asks for)
    if (!pasted && phase.kind === 'done' && phase.input === trimmed) return;
    // the answer on show was for the text before this key: it goes, and nothing of it stays highlighted for Enter
    setActive(-1);
    if (pasted) {
      void lookUp(value, true);
      return;
    }
    sequence.current += 1;
    if (trimmed === '') setPhase({ kind: 'idle' });
    else {
      setPhase({ kind: 'searching', input: trimmed });
      timer.current = setTimeout(() => void lookUp(value, false), TYPING_DELAY_MS);
    }
  }

  /** A question's row: the identifier stays in the box with a space after it, for the detail the search needs. */
  function askFor(fill: string) {
    clearTimeout(timer.current);
    setInput(fill);
    setActive(-1);
    inputRef.current?.focus();
    // a half-typed detail goes: the identifier alone is looked up again (its question stays listed)
    if (!(phase.kind === 'done' && phase.input === fill.trim())) void lookUp(fill, false);
  }

  function close(giveBackFocus: boolean) {
    setOpen(false);
    setActive(-1);
    const back = returnFocus.current;
    returnFocus.current = null;
    if (giveBackFocus && back && back.isConnected && back !== inputRef.current) back.focus();
  }

  const groups: LookupOptionGroup[] = useMemo(() => {
    if (input.trim() === '') {
      if (recent.length === 0) return [];
      return [
        {
          id: 'recent',
          label: t('LOOKUP_RECENT'),
          options: recent.map((r, i) => ({
            id: `recent-${i}`,
            kind: 'record' as const,
            href: r.path,
            text: t(r.label, r.params),
          })),
        },
      ];
    }
    // only the answer to the text in the box is listed
    if (phase.kind !== 'done' || phase.input !== input.trim()) return [];
    return lookupOptionGroups(phase.groups, t);
  }, [input, recent, phase, t]);

  const options = groups.flatMap((g) => g.options);
  const listboxOpen = open && options.length > 0;
  const activeOption = listboxOpen && active >= 0 ? options[active] : undefined;

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : options.length - 1) : (i + step + options.length) % options.length));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (activeOption?.fill !== undefined) askFor(activeOption.fill);
      else if (activeOption?.href) go(activeOption.href);
      else if (!activeOption) void lookUp(input, true);
    } else if (e.key === 'Escape') {
      if (open || returnFocus.current) {
        e.preventDefault();
        close(true);
      } else if (input !== '') {
        e.preventDefault();
        onChange('', false);
      }
    } else if (e.key === 'Tab') {
      close(false);
    }
  }

  let status = '';
  if (phase.kind === 'searching') status = t('LOOKUP_SEARCHING');
  else if (phase.kind === 'noShape' || phase.kind === 'done')
    status = lookupStatus(
      {
        value: phase.input,
        groups: phase.kind === 'done' ? phase.groups : undefined,
        closed: phase.closed,
        shapes: shapes.map((s) => t('LOOKUP_SHAPE', { label: t(s.label), example: s.example })),
      },
      t,
    );
  const showStatus = open && status !== '' && input.trim() !== '';

  return (
    <div
      className="quick-lookup"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) {
          setOpen(false);
          returnFocus.current = null;
        }
      }}
    >
      <label className="visually-hidden" htmlFor="quick-lookup-input">
        {t('LOOKUP_LABEL')}
      </label>
      <input
        ref={inputRef}
        id="quick-lookup-input"
        className="quick-lookup__input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={listboxOpen}
        aria-controls="quick-lookup-listbox"
        aria-activedescendant={activeOption ? `quick-lookup-${activeOption.id}` : undefined}
        aria-describedby="quick-lookup-hint"
        aria-keyshortcuts="/ Control+K"
        placeholder={t('LOOKUP_PLACEHOLDER')}
        value={input}
        onChange={(e) => onChange(e.target.value, (e.nativeEvent as InputEvent).inputType === 'insertFromPaste')}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <span id="quick-lookup-hint" className="quick-lookup__hint">
        <kbd>/</kbd> {t('LOOKUP_OR')} <kbd>Ctrl</kbd>+<kbd>K</kbd>
      </span>
      {/* kept in the page while closed (only clipped), so the status line's changes are announced */}
      <div className={listboxOpen || showStatus ? 'quick-lookup__popup is-open' : 'quick-lookup__popup'}>
        <p className="quick-lookup__status" role="status">
          {showStatus ? status : ''}
        </p>
        <div
          id="quick-lookup-listbox"
          role="listbox"
          aria-label={t('LOOKUP_RESULTS')}
          className="quick-lookup__listbox"
          hidden={!listboxOpen}
        >
          {groups.map((g) => (
            <div key={g.id} role="group" aria-label={g.label} className="quick-lookup__group">
              <div className="quick-lookup__group-label" aria-hidden="true">
                {g.label}
              </div>
              {g.options.map((o) => {
                const index = options.indexOf(o);
                return (
                  <a
                    key={o.id}
                    id={`quick-lookup-${o.id}`}
                    role="option"
                    aria-selected={index === active}
                    aria-disabled={o.href || o.fill !== undefined ? undefined : true}
                    tabIndex={-1}
                    className={index === active ? 'quick-lookup__option is-active' : 'quick-lookup__option'}
                    href={o.href}
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseMove={() => setActive(index)}
                    onClick={(e) => {
                      if (o.fill !== undefined) {
                        e.preventDefault();
                        askFor(o.fill);
                        return;
                      }
                      if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
                      e.preventDefault();
                      if (o.href) go(o.href);
                    }}
                  >
                    <OptionContent option={o} />
                  </a>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function OptionContent({ option }: { option: LookupOption }) {
  if (option.kind !== 'failed') return <>{option.text}</>;
  return (
    <>
      <span className="quick-lookup__error">{option.text}</span>
      {option.after && <span> {option.after}</span>}
    </>
  );
}
