// A favourite journey as GET /delay-repay/favourite-journey/customer/{userId}/journeys answers it (001 §3).
import type { DayOfWeek, OneClickDayType } from '../../domain/oneClickJourneyErrors';
import type { ServiceTime } from './journeyPlan';

export interface FavouriteJourney {
  journeyId: string;
  journeyType: OneClickDayType;
  origin: { name: string; nlc: string };
  destination: { name: string; nlc: string };
  routeCode?: string | null;
  serviceTimes: ServiceTime[];
  daysOfWeek: DayOfWeek[];
  created: string;
}

export interface FavouriteJourneysReply {
  journeys: FavouriteJourney[];
  optedIn: boolean;
  count: number;
  limit: number;
  counterFrom: number;
}
