// 000 §7 GET /delivery/methods: the brand's delivery (fulfilment) methods (000 §9 codes; the brand's config
// fulfilmentMethods names the codes it offers), e.g. for the order search's delivery type filter.
import type { Handler } from '../../context';
import { FULFILMENT_METHODS } from '../orders/fulfilment';

export const listDeliveryMethods: Handler<'listDeliveryMethods'> = async (ctx) => {
  const profile = ctx.profile!;
  const offered = new Set<string>(Object.values(profile.config.fulfilmentMethods));
  const result = FULFILMENT_METHODS.filter(
    (m) => offered.has(m.code) && (m.key !== 'sTicket' || profile.flags.enableSTickets),
  ).map(({ code, key, name }) => ({ code, key, name }));
  return { result };
};
