// 000 §7 GET /customers/address/postcode-lookup?postcode= (spaces removed): the addresses at a UK postcode.
// 000 §8: 'Postcode not valid' (400), 'No addresses found for this postcode' (404).
import { asc, eq } from 'drizzle-orm';
import { isValid, toNormalised } from 'postcode';
import type { Handler } from '../../context';
import { postcodeAddresses } from '../../db/schema';
import { ApiError, Codes } from '../../errors';

export const lookupPostcode: Handler<'lookupPostcode'> = async (ctx) => {
  const compact = String(ctx.query.postcode).replace(/\s+/g, '').toUpperCase();
  if (!isValid(compact)) throw ApiError.of(400, Codes.VALIDATION, 'Postcode not valid', ['postcode']);
  const rows = await ctx.db
    .select({
      line1: postcodeAddresses.line1,
      line2: postcodeAddresses.line2,
      line3: postcodeAddresses.line3,
      town: postcodeAddresses.town,
      country: postcodeAddresses.country,
    })
    .from(postcodeAddresses)
    .where(eq(postcodeAddresses.postcode, compact))
    .orderBy(asc(postcodeAddresses.id));
  if (!rows.length) throw ApiError.of(404, Codes.NOT_FOUND, 'No addresses found for this postcode', ['postcode']);
  const postCode = toNormalised(compact) ?? compact;
  return { result: rows.map((r) => ({ ...r, postCode })) };
};
