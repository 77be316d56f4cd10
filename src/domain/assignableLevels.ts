// 000 §5 New user / §6 Staff-user management: levels offered only up to the acting user's own; station levels only with enableStationLevels.
import { LEVEL_NAMES, LEVELS, type LevelName } from './levels';

const STATION_LEVELS: readonly LevelName[] = ['STATION_AGENT', 'STATION_SUPERVISOR'];

/**
 * Levels a staff user of `actingLevel` may give to another user, lowest first.
 * @example assignableLevels(30, false) // ['BASIC', 'AGENT', 'SUPERVISOR']
 */
export function assignableLevels(actingLevel: number, stationLevelsEnabled: boolean): LevelName[] {
  return LEVEL_NAMES.filter(
    (name) => LEVELS[name] <= actingLevel && (stationLevelsEnabled || !STATION_LEVELS.includes(name)),
  );
}
