// 001 §2 account panel "delay repay": the customer's claims, 10 per page (delayRepayAccountListSize), newest first;
// the panel's show-more link opens /delay-repay?customerId={id}.
import { desc, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { delayRepayClaims } from '../../db/schema';
import { findCustomer } from '../customers/findCustomer';
import { links, paging, selectPage } from '../paging';
import { stationNames, toClaimSummary } from './claimRecord';

export const getCustomerDelayRepayClaims: Handler<'getCustomerDelayRepayClaims'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const where = eq(delayRepayClaims.customerId, customer.id);
  const p = paging(ctx.query, staff.profile.config.delayRepayAccountListSize);
  const { rows, total } = await selectPage(
    ctx.db,
    p,
    ctx.db
      .select()
      .from(delayRepayClaims)
      .where(where)
      .orderBy(desc(delayRepayClaims.submitted), desc(delayRepayClaims.id)),
    { table: delayRepayClaims, where },
  );
  const names = await stationNames(ctx.db, rows);
  return { result: rows.map((row) => toClaimSummary(row, names)), links: links(p, total) };
};
