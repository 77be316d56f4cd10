// 000 §2 Add railcard modal: the sync-with-key-service checkbox "can be disabled" — only a railcard type the KEYGO
// filter keeps (000 §5 Railcard filters) can be synced, and only where the brand runs KeyGo (flag enableKeyGo).
import { railcardCodePasses, type RailcardFilters } from './filterRailcardsFor';

/** @example railcardCanSyncWithKeygo('FAM', { enableKeyGo: true }, config.railcardFilters) // false */
export function railcardCanSyncWithKeygo(
  code: string | undefined,
  flags: Record<string, boolean>,
  filters: RailcardFilters | undefined,
): boolean {
  const filter = filters?.KEYGO;
  return Boolean(code && flags.enableKeyGo && filter && railcardCodePasses(code, filter));
}
