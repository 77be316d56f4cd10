// Sandbox only (issue 20, the screen catalogue): a brand's demo account per level and a representative record per
// screen, so the catalogue can open any screen live for any brand and level.
import type { Handler } from '../../context';
import { demoEmail } from '../../db/seed';
import { demoRecordPaths } from '../../db/seed/demoRecordPaths';
import { notFound } from '../../errors';
import { LEVEL_NAMES } from '../../../src/domain/levels';

export const sandboxDemoRecords: Handler<'sandboxDemoRecords'> = async (ctx) => {
  const brand = String(ctx.query.brand).toLowerCase();
  if (!ctx.settings.profiles.has(brand)) throw notFound();
  const brands = [...ctx.settings.profiles.keys()];
  return {
    result: {
      brand,
      accounts: Object.fromEntries(LEVEL_NAMES.map((level) => [level, demoEmail(level.toLowerCase(), brand)])),
      paths: await demoRecordPaths(ctx.db, brands, brand),
    },
  };
};
