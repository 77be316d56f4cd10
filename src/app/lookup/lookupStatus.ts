// The lookup's status line (a live region): how many records one lookup found and in how many groups, with each
// count in its plural form; what the input was not searched for, and why.
import type { Translate } from '../../runtime/formats';
import type { LookupGroup } from './runLookup';

export interface LookupStatusInput {
  /** The trimmed input looked up. */
  value: string;
  /** The answer's groups; undefined when the input fitted no shape the level's lookups accept. */
  groups?: readonly LookupGroup[];
  /** i18n keys of the groups whose records the input names but the level may not open (closedLookupTargets). */
  closed: readonly string[];
  /** The accepted shapes, as the hint lists them ('e-mail address (e.g. …)'). */
  shapes: readonly string[];
}

const list = (items: readonly string[]) =>
  new Intl.ListFormat('en-GB', { type: 'conjunction' }).format([...new Set(items)]);

/**
 * @example lookupStatus({ value: '46', groups, closed: [], shapes }, t) // '3 records found in 2 groups.'
 */
export function lookupStatus({ value, groups, closed, shapes }: LookupStatusInput, t: Translate): string {
  const notOpen = closed.length ? t('LOOKUP_NOT_OPEN', { groups: list(closed.map((key) => t(key))) }) : '';
  if (!groups) return notOpen || t('LOOKUP_NO_SHAPE', { shapes: shapes.join('; ') });
  const count = groups.reduce((n, g) => n + g.total, 0);
  const found = groups.filter((g) => g.total > 0).length;
  if (count > 0) {
    return found > 1 ? t('LOOKUP_FOUND_IN_GROUPS', { count, groups: found }) : t('LOOKUP_FOUND', { count });
  }
  if (groups.some((g) => g.ask)) return t('LOOKUP_NEEDS_DETAIL');
  // a failed group says why in its row
  const nothing = groups.length ? t('LOOKUP_NONE_FOUND') : t('LOOKUP_NOTHING_FOUND', { value });
  return notOpen ? `${nothing} ${notOpen}` : nothing;
}
