// One week of KeyGo history (001 §7 journey-history, §9 browsed one week a step, up to keyGoHistoryMaxWeeks back).
import { useQuery } from '@tanstack/react-query';
import { callQueryKey } from '../../runtime/callQueryKey';
import { useRuntimeServices } from '../../runtime/RuntimeServices';
import { weekRange } from './keyGoWeekRange';

export { customerIdOf, weekRange } from './keyGoWeekRange';

export interface KeyGoTap {
  id: number;
  timestamp: string;
  locationName: string;
  locationNlc: string;
  generationCause: string;
  type: 'ENTRY' | 'EXIT';
  status: string;
  excludable: boolean;
}

export interface KeyGoTicket {
  id: number;
  originName: string | null;
  destinationName: string | null;
  description: string;
  fare: number;
  complete: boolean;
  journeys: Array<{ id: number; taps: KeyGoTap[] }>;
}

export interface KeyGoTransaction {
  id: string;
  value: number;
  description: string;
  type: 'JOURNEY' | 'ADJUSTMENT';
  reasonCode: string | null;
  reasonDescription: string | null;
  journeyPattern: { tickets: KeyGoTicket[] } | null;
  cap?: string | null;
  saving: number;
}

export interface KeyGoDay {
  date: string;
  editable: boolean;
  editability: 'incomplete' | 'info' | 'notEditable';
  editableUntil: string;
  version: number;
  value: number;
  cap: string | null;
  saving: number;
  transactions: KeyGoTransaction[];
  excludedTaps: KeyGoTap[];
}

export interface KeyGoWeek {
  start: string;
  end: string;
  weeklyCap: number | null;
  total: number;
  saving: number;
  days: Array<{ date: string; value: number; saving: number }>;
}

export interface KeyGoHistory {
  status: 'active' | 'pendingClosure' | 'notActive';
  balance: number;
  closed: boolean;
  maxWeeks: number;
  days: KeyGoDay[];
  weeks: KeyGoWeek[];
}

export function useKeyGoWeek(customerId: string, weeksBack: number) {
  const { call } = useRuntimeServices();
  const args = { params: { id: customerId }, query: weekRange(weeksBack) };
  return useQuery({
    queryKey: callQueryKey('getKeyGoJourneyHistory', args),
    queryFn: async () => (await call('getKeyGoJourneyHistory', args)).result as KeyGoHistory,
  });
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (001 §9). */
export const ddmmyyyy = (date: string) => date.split('-').reverse().join('/');
