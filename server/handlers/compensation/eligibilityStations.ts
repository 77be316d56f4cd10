// The sandbox eligibility service's own station list (server/db/seed/stations.csv, the file the console's stations are
// seeded from). A separate service keeps its own reference data: reading it here, not from the console's database,
// also lets a console call that holds a database transaction (a claim being saved) ask the service without waiting on
// itself (PGlite runs one transaction at a time).
import { readStationList } from '../../db/seed/reference';

export interface ServiceStation {
  name: string;
  nlc: string;
  crs: string;
}

let list: ServiceStation[] | undefined;
let byCode: Map<string, ServiceStation> | undefined;

export function serviceStations(): ServiceStation[] {
  list ??= readStationList()
    .map(({ name, nlc, crs }) => ({ name, nlc, crs }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return list;
}

/** A station by NLC or CRS (any case). */
export function serviceStation(code: string): ServiceStation | undefined {
  byCode ??= new Map(serviceStations().flatMap((s) => [[s.nlc, s] as const, [s.crs, s] as const]));
  return byCode.get(code.trim().toUpperCase());
}
