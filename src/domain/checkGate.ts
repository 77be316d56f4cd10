// 000 §6 Roles and permissions: one decision for every gate (minimum level, listed levels, named permission, flag, all/any).
import { LEVELS, type LevelName } from './levels';

/**
 * A gate as written in brand profiles and screen definitions.
 * @example { all: [{ minLevel: SUPERVISOR }, { flag: enableEvouchers }] }
 */
export type Gate =
  | { minLevel: LevelName }
  | { levels: LevelName[] }
  | { permission: string }
  | { flag: string }
  | { all: Gate[] }
  | { any: Gate[] };

/** What a gate is checked against: the resolved brand profile's flags and permission map, and the user's level. */
export interface GateContext {
  level: number;
  flags: Record<string, boolean>;
  /** named permission → the gate that grants it (from the resolved profile, per-user overrides applied) */
  permissions: Record<string, Gate>;
}

export function checkGate(gate: Gate | undefined, ctx: GateContext): boolean {
  if (!gate) return true;
  if ('minLevel' in gate) return ctx.level >= LEVELS[gate.minLevel];
  if ('levels' in gate) return gate.levels.some((name) => LEVELS[name] === ctx.level);
  // An unknown permission grants nothing; config:check rejects unknown names before they get here.
  if ('permission' in gate) {
    const granted = ctx.permissions[gate.permission];
    return granted !== undefined && !('permission' in granted) && checkGate(granted, ctx);
  }
  if ('flag' in gate) return ctx.flags[gate.flag] === true;
  if ('all' in gate) return gate.all.every((g) => checkGate(g, ctx));
  if ('any' in gate) return gate.any.some((g) => checkGate(g, ctx));
  return false;
}
