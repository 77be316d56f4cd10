// The rows of the lookup's list for the groups one lookup found: each record, then the group's way on ('Show all',
// a failure and where to continue, or the question for the detail a search needs). Pure, so the texts and the row
// first highlighted are tested without a browser.
import { describeCallFailure, serverReasons } from '../../runtime/describeCallFailure';
import { formatValue, type Translate } from '../../runtime/formats';
import { getLookupFormat } from '../../runtime/lookupFormats';
import { getPath } from '../../runtime/template';
import type { LookupGroup } from './runLookup';

export interface LookupOption {
  id: string;
  /** record: a found record; more: Show all; failed: a search that failed; ask: the detail a search needs. */
  kind: 'record' | 'more' | 'failed' | 'ask' | 'continue';
  /** Where the row leads (none: the row only says something, or `fill` is its action). */
  href?: string;
  text: string;
  /** failed: where it continues, after the failure text. */
  after?: string;
  /** ask: the box's text once chosen — the identifier kept and a space for the detail. */
  fill?: string;
}

export interface LookupOptionGroup {
  id: string;
  label: string;
  options: LookupOption[];
}

/** 'e-mail address or UK postcode' (the shapes' own labels, in the language's list form). */
function shapeList(group: LookupGroup, t: Translate): string {
  const labels = (group.target.needsOneOf ?? []).map((by) => {
    const label = by.label ?? (by.format ? getLookupFormat(by.format)?.label : undefined);
    return label ? t(label) : by.field;
  });
  return new Intl.ListFormat('en-GB', { type: 'disjunction' }).format([...new Set(labels)]);
}

/**
 * A failed search in plain words: a refusal (400) gives the server's reasons without codes or field names; anything
 * else the screen's own failure text and 000 §8's words for the status.
 */
export function lookupFailureText(group: LookupGroup, t: Translate): string {
  if (group.refused) {
    const reasons = serverReasons(undefined, group.error, t).replace(/\.$/, '');
    return reasons ? t('LOOKUP_REFUSED', { reasons }) : t('HTTP_BAD_REQUEST');
  }
  return `${t(group.target.error ?? 'RUNTIME_LOAD_ERROR')} ${describeCallFailure(undefined, group.error, t).message}`;
}

/**
 * The list's groups for one answer: a group's label counts the records it found (a group that found none
 * because it failed or asks is named without a count).
 */
export function lookupOptionGroups(groups: readonly LookupGroup[], t: Translate): LookupOptionGroup[] {
  return groups.map((g) => {
    const id = g.target.screenId;
    const options: LookupOption[] = g.rows.map((row, i) => ({
      id: `${id}-${i}`,
      kind: 'record',
      href: row.href,
      text: g.target.show
        .map((col) => formatValue(col.format, getPath(row.record, col.field), t))
        .filter((text) => text !== '')
        .join(' · '),
    }));
    const continueIn = t('LOOKUP_CONTINUE_IN', { screen: t(g.target.title) });
    if (g.error !== undefined) {
      options.push({
        id: `${id}-error`,
        kind: 'failed',
        href: g.searchHref,
        text: lookupFailureText(g, t),
        after: g.searchHref ? continueIn : undefined,
      });
    } else if (g.ask) {
      options.push({
        id: `${id}-ask`,
        kind: 'ask',
        fill: `${g.ask.typed} `,
        text: t('LOOKUP_ASK', { details: shapeList(g, t), value: g.ask.value }),
      });
      if (g.searchHref) options.push({ id: `${id}-continue`, kind: 'continue', href: g.searchHref, text: continueIn });
    } else if (g.searchHref) {
      options.push({
        id: `${id}-all`,
        kind: 'more',
        href: g.searchHref,
        text: t('LOOKUP_SHOW_ALL', { count: g.total, screen: t(g.target.title) }),
      });
    }
    const label =
      g.total > 0 ? t('LOOKUP_GROUP_COUNT', { group: t(g.target.group), count: g.total }) : t(g.target.group);
    return { id, label, options };
  });
}

/**
 * The row highlighted when the list appears, which Enter opens: the first record, wherever a failed group stands;
 * without records, the first row that leads somewhere or asks; -1 when none does.
 */
export function firstActive(options: readonly LookupOption[]): number {
  const record = options.findIndex((o) => o.kind === 'record');
  return record >= 0 ? record : options.findIndex((o) => o.href !== undefined || o.fill !== undefined);
}
