// Issue 24: what the generator emits per screen (src/generated/screens/{id}.json), loaded when the screen opens.
import type { ScreenDefinition } from './screenTypes';

/** The run-time part of a call declaration: what the call client needs to send it. */
export interface RuntimeCall {
  method: string;
  /** Relative to /api, with `{name}` parameters. */
  path: string;
  encoding?: 'multipart';
}

export interface ScreenModule {
  definition: ScreenDefinition;
  /** Every call the declaration (and the forms it names) names, by id. */
  calls: Record<string, RuntimeCall>;
  /**
   * The English texts (key → text) the screen shows beyond the shell's own: its declaration's and forms' keys, its
   * widgets', and those its calls' replies carry (generators/lib/screenTexts.ts). Added before the screen renders.
   */
  texts?: Record<string, string>;
}
