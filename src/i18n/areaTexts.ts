// Texts of the signed-in areas (orders, vouchers, railcards, users …) and of every custom widget. Imported by the
// signed-in chunk only, so the sign-in pages do not download them; added before any signed-in screen renders.
import { i18n } from './index';

type Texts = Record<string, string>;

/** Area and widget file → its texts (also read by the duplicate-key check). */
export const areaTextFiles: Record<string, Texts> = {
  ...import.meta.glob<Texts>(['./en-GB/*.json', '!./en-GB/common.json', '!./en-GB/auth.json'], {
    eager: true,
    import: 'default',
  }),
  ...import.meta.glob<Texts>('../widgets/*/i18n.en-GB.json', { eager: true, import: 'default' }),
  // the runtime's texts only signed-in screens use (panel actions, callouts, photos, uploads, polling)
  ...import.meta.glob<Texts>('../runtime/i18n.signedIn.en-GB.json', { eager: true, import: 'default' }),
};

for (const texts of Object.values(areaTextFiles)) i18n.addResourceBundle('en-GB', 'translation', texts, true, false);
