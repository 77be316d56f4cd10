// One week of KeyGo history (001 §7 journey-history, §9 browsed one week a step, up to keyGoHistoryMaxWeeks back).
import { useQuery } from '@tanstack/react-query';
import { callQueryKey } from '../../runtime/callQueryKey';
import { useRuntimeServices } from '../../runtime/RuntimeServices';
import type { GetKeyGoJourneyHistoryReply } from '../../generated/replies/GetKeyGoJourneyHistoryReply';
import type { KeyGoDay } from '../../generated/types/KeyGoDay';
import type { KeyGoHistory } from '../../generated/types/KeyGoHistory';
import type { KeyGoTap } from '../../generated/types/KeyGoTap';
import type { KeyGoTicket } from '../../generated/types/KeyGoTicket';
import type { KeyGoTransaction } from '../../generated/types/KeyGoTransaction';
import type { KeyGoWeek } from '../../generated/types/KeyGoWeek';
import { weekRange } from './keyGoWeekRange';

export { customerIdOf, weekRange } from './keyGoWeekRange';

// the reply's parts as declared (schemas/entities/keyGo*.schema.json, issue 31)
export type { KeyGoDay, KeyGoHistory, KeyGoTap, KeyGoTicket, KeyGoTransaction, KeyGoWeek };

export function useKeyGoWeek(customerId: string, weeksBack: number) {
  const { call } = useRuntimeServices();
  const args = { params: { id: customerId }, query: weekRange(weeksBack) };
  return useQuery({
    queryKey: callQueryKey('getKeyGoJourneyHistory', args),
    queryFn: async () => ((await call('getKeyGoJourneyHistory', args)) as GetKeyGoJourneyHistoryReply).result,
  });
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (001 §9). */
export const ddmmyyyy = (date: string) => date.split('-').reverse().join('/');
