// The texts of the signed-in shell (issue 24): the layout's, the quick lookup's, the runtime's signed-in texts, and
// what the shell shows of the areas' texts (menu labels, screen titles, the quick lookup's results:
// src/generated/shellTexts.json). Every other text comes with the screen module that shows it
// (generators/lib/screenTexts.ts), added here before its screen renders. Imported by the signed-in chunk only.
import layout from './en-GB/layout.json';
import lookup from './en-GB/lookup.json';
import runtimeSignedIn from '../runtime/i18n.signedIn.en-GB.json';
import shellTexts from '../generated/shellTexts.json';
import { setScreenTextsHandler } from '../runtime/screenRegistry';
import { i18n } from './index';

type Texts = Record<string, string>;

/** Adds texts without replacing any already there (npm run dev's freshly edited sources, below, win). */
export function addTexts(texts: Texts): void {
  i18n.addResourceBundle('en-GB', 'translation', texts, true, false);
}

// npm run dev: every text from its source file, so an edit under src/i18n shows at once (a screen module's copy is
// as old as the last generation). The production build drops this branch.
if (import.meta.env.DEV) await import('./areaTexts');

for (const texts of [layout, lookup, runtimeSignedIn, shellTexts] as Texts[]) addTexts(texts);
setScreenTextsHandler(addTexts);
