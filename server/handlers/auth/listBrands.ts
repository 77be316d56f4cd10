// GET /config/brands (docs/decisions/0035-brands-run-time-server.md): the brands this deployment offers (BRANDS), so the
// console's brand selector (000 §1: shown only with more than one brand) follows the server, not the build.
import type { Handler } from '../../context';

export const listBrands: Handler<'listBrands'> = async (ctx) => ({
  result: [...ctx.settings.profiles.values()].map((profile) => ({
    id: profile.id,
    displayName: profile.displayName,
    ...(profile.translationKey ? { translationKey: profile.translationKey } : {}),
    ...(profile.logo ? { logo: profile.logo } : {}),
  })),
});
