// The screen catalogue's one way to the screen definitions and where each is declared (src/generated/screens.json,
// src/generated/screenSources.json). Kept to this module so a change in how definitions are bundled repoints one
// import; the catalogue is a lazy chunk of its own, so importing them all here costs the other routes nothing.
import sources from '../../generated/screenSources.json';
import { screenDefinitions } from '../../runtime/screenDefinitions';
import type { ScreenDefinition } from '../../runtime/screenTypes';

export interface ScreenSource {
  /** relative to the project root: schemas/screens/customers/searchCustomers.yaml */
  file: string;
  line: number;
}

export const catalogueScreens: readonly ScreenDefinition[] = [...screenDefinitions].sort((a, b) =>
  a.route.localeCompare(b.route),
);

export function screenSource(id: string): ScreenSource | undefined {
  return (sources as Record<string, ScreenSource>)[id];
}
