// Every text of the signed-in areas (orders, vouchers, railcards, users …) and of every custom widget, from the
// source files. Signed-in pages do not load this: the shell brings its own texts (./signedInTexts.ts) and each screen
// module the texts it shows (issue 24). Imported by the screen catalogue, which shows every screen (inside the
// signed-in shell, whose own texts are loaded already), and by `npm run dev` (./signedInTexts.ts), where texts are
// edited.
import { i18n } from './index';

type Texts = Record<string, string>;

/** Area and widget file → its texts (also read by the duplicate-key check); the shell's own are in ./signedInTexts. */
export const areaTextFiles: Record<string, Texts> = {
  ...import.meta.glob<Texts>(
    [
      './en-GB/*.json',
      '!./en-GB/common.json',
      '!./en-GB/auth.json',
      '!./en-GB/authPages.json',
      '!./en-GB/layout.json',
      '!./en-GB/lookup.json',
    ],
    { eager: true, import: 'default' },
  ),
  ...import.meta.glob<Texts>('../widgets/*/i18n.en-GB.json', { eager: true, import: 'default' }),
};

for (const texts of Object.values(areaTextFiles)) i18n.addResourceBundle('en-GB', 'translation', texts, true, false);
