// The header's quick lookup (issue 21): paste or type an identifier, the console runs every search whose declared shape
// it fits (lookupTargets, planLookup, runLookup) and opens a single match at once, or lists what was found grouped by
// kind. WAI-ARIA combobox with a listbox popup: ↓/↑ move, Enter opens, Esc closes and gives the focus back. Reached
// from anywhere with `/` (outside a text field) or Ctrl+K.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../runtime/useTranslation';
import { describeCallFailure } from '../../runtime/describeCallFailure';
import { formatValue } from '../../runtime/formats';
import { useRuntimeServices } from '../../runtime/RuntimeServices';
import { getPath } from '../../runtime/template';
import { loadWidgetFolders } from '../../widgets/registerWidgets';
import { useSession } from '../AppServicesContext';
import { isTextEntry } from '../routing/isTextEntry';
import { lookupTargets, recentTargets } from './lookupTargets';
import { acceptedShapes, planLookup } from './planLookup';
import { readRecentRecords, recentRecordOf, rememberRecentRecord, type RecentRecord } from './recentRecords';
import { runLookup, singleMatch, type LookupGroup } from './runLookup';
import './quickLookup.css';

/** Typing waits this long after the last key; a paste or Enter looks up at once. */
const TYPING_DELAY_MS = 300;

type Phase =
  | { kind: 'idle' }
  | { kind: 'noShape'; input: string }
  | { kind: 'searching'; input: string }
  | { kind: 'done'; input: string; groups: LookupGroup[] };

interface Option {
  id: string;
  href?: string;
  content: ReactNode;
}

interface OptionGroup {
  id: string;
  label: string;
  options: Option[];
}

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
    setActive(-1);
    if (plan.length === 0) {
      setPhase({ kind: 'noShape', input: trimmed });
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
    setPhase({ kind: 'done', input: trimmed, groups });
    setActive(groups.some((g) => g.rows.length > 0) ? 0 : -1);
  }

  function onChange(value: string, pasted: boolean) {
    setInput(value);
    setOpen(true);
    clearTimeout(timer.current);
    if (pasted) {
      void lookUp(value, true);
      return;
    }
    sequence.current += 1;
    if (value.trim() === '') setPhase({ kind: 'idle' });
    else timer.current = setTimeout(() => void lookUp(value, false), TYPING_DELAY_MS);
  }

  function close(giveBackFocus: boolean) {
    setOpen(false);
    setActive(-1);
    const back = returnFocus.current;
    returnFocus.current = null;
    if (giveBackFocus && back && back.isConnected && back !== inputRef.current) back.focus();
  }

  const groups: OptionGroup[] = useMemo(() => {
    if (input.trim() === '') {
      if (recent.length === 0) return [];
      return [
        {
          id: 'recent',
          label: t('LOOKUP_RECENT'),
          options: recent.map((r, i) => ({ id: `recent-${i}`, href: r.path, content: t(r.label, r.params) })),
        },
      ];
    }
    if (phase.kind !== 'done') return [];
    return phase.groups.map((g) => {
      const options: Option[] = g.rows.map((row, i) => ({
        id: `${g.target.screenId}-${i}`,
        href: row.href,
        content: g.target.show
          .map((col) => formatValue(col.format, getPath(row.record, col.field), t))
          .filter((text) => text !== '')
          .join(' · '),
      }));
      if (g.error !== undefined) {
        const failure = describeCallFailure(undefined, g.error, t).message;
        const text = g.refused ? failure : `${t(g.target.error ?? 'RUNTIME_LOAD_ERROR')} ${failure}`;
        options.push({
          id: `${g.target.screenId}-error`,
          href: g.searchHref,
          content: (
            <>
              <span className="quick-lookup__error">{text}</span>
              {g.searchHref && <span> {t('LOOKUP_CONTINUE_IN', { screen: t(g.target.title) })}</span>}
            </>
          ),
        });
      } else if (g.searchHref) {
        options.push({
          id: `${g.target.screenId}-all`,
          href: g.searchHref,
          content: t('LOOKUP_SHOW_ALL', { count: g.total, screen: t(g.target.title) }),
        });
      }
      return {
        id: g.target.screenId,
        label: t('LOOKUP_GROUP_COUNT', { group: t(g.target.group), count: g.total }),
        options,
      };
    });
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
      if (activeOption?.href) go(activeOption.href);
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
  else if (phase.kind === 'noShape')
    status = t('LOOKUP_NO_SHAPE', {
      shapes: shapes.map((s) => t('LOOKUP_SHAPE', { label: t(s.label), example: s.example })).join('; '),
    });
  else if (phase.kind === 'done') {
    const found = phase.groups.reduce((n, g) => n + g.total, 0);
    status =
      phase.groups.length === 0
        ? t('LOOKUP_NOTHING_FOUND', { value: phase.input })
        : t('LOOKUP_FOUND', { count: found, groups: phase.groups.length });
  }
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
                    aria-disabled={o.href ? undefined : true}
                    tabIndex={-1}
                    className={index === active ? 'quick-lookup__option is-active' : 'quick-lookup__option'}
                    href={o.href}
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseMove={() => setActive(index)}
                    onClick={(e) => {
                      if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
                      e.preventDefault();
                      if (o.href) go(o.href);
                    }}
                  >
                    {o.content}
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
