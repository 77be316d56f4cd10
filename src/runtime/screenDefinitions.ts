// All screen definitions, as generated from schemas/screens/**/*.yaml into src/generated/screens.json.
import generated from '../generated/screens.json';
import type { ScreenDefinition } from './screenTypes';

/** The generator may write a list, `{screens: [...]}` or a map by id; all three read the same. */
function normalise(raw: unknown): ScreenDefinition[] {
  if (Array.isArray(raw)) return raw as ScreenDefinition[];
  if (raw && typeof raw === 'object') {
    const obj = raw as Record<string, unknown>;
    if (Array.isArray(obj.screens)) return obj.screens as ScreenDefinition[];
    return Object.entries(obj).map(([id, s]) => ({ id, ...(s as Omit<ScreenDefinition, 'id'>) }));
  }
  return [];
}

export const screenDefinitions: readonly ScreenDefinition[] = normalise(generated);

const byId = new Map(screenDefinitions.map((s) => [s.id, s]));

export function getScreenDefinition(id: string): ScreenDefinition | undefined {
  return byId.get(id);
}
