// 000 §7 / 001 §7 GET /data/stations/{code}: one station by NLC (zero padded, 0000 = none) or CRS.
import type { Handler } from '../../context';
import { ApiError, Codes } from '../../errors';
import { findStation } from './findStation';

export const getStation: Handler<'getStation'> = async (ctx) => {
  const station = await findStation(ctx.db, ctx.params.code);
  if (station === undefined) throw ApiError.of(404, Codes.NOT_FOUND, 'Station not found', ['code']);
  return { result: station };
};
