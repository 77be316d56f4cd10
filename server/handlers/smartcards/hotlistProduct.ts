// 001 §7 DELETE /smartcard/{id}/product/{ref}: hotlist a product by reference (SUPERVISOR, 001 §6) → 202.
import { eq } from 'drizzle-orm';
import type { Handler } from '../../context';
import { smartcardProducts } from '../../db/schema';
import { hotlist } from './hotlist';
import { productView } from './smartcardView';

export const hotlistProduct: Handler<'hotlistProduct'> = async (ctx) => ({
  result: productView(await hotlist(ctx, eq(smartcardProducts.reference, ctx.params.ref))),
});
