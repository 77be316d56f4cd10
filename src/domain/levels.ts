// 000 §6 Levels: numeric access levels; station levels rank by their numbers.
export const LEVELS = {
  BASIC: 10,
  STATION_AGENT: 11,
  STATION_SUPERVISOR: 12,
  AGENT: 20,
  SUPERVISOR: 30,
  HQ: 40,
} as const;

export type LevelName = keyof typeof LEVELS;

export const LEVEL_NAMES = Object.keys(LEVELS) as LevelName[];

export function isLevelName(value: unknown): value is LevelName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(LEVELS, value);
}

/** Level name for a numeric grant level, or undefined for a number the spec does not define. */
export function levelNameOf(level: number): LevelName | undefined {
  return LEVEL_NAMES.find((name) => LEVELS[name] === level);
}

/** One of the numeric levels of 000 §6. */
export type LevelNumber = (typeof LEVELS)[LevelName];

/** A stored grant level as the level it is (the column holds only these: staff are added with a level name). */
export function levelNumber(level: number): LevelNumber {
  const name = levelNameOf(level);
  if (!name) throw new Error(`grant level ${level} is not a level of 000 §6`);
  return LEVELS[name];
}
