// 001 §7 DELETE /digital-railcards/admin/{customerId}/railcards/{id}/device: the card taken off a phone, device 1 (the
// primary holder's, primary=true) or device 2. Removing a device that is not there is a 409, so a second click says so.
import type { Handler } from '../../context';
import { ApiError, Codes } from '../../errors';
import { changeDigitalRailcard } from './changeDigitalRailcard';

export const removeDigitalRailcardDevice: Handler<'removeDigitalRailcardDevice'> = async (ctx) => {
  const primary = ctx.query.primary === true || ctx.query.primary === 'true';
  return changeDigitalRailcard(ctx, (card) => {
    const device = primary ? card.device1 : card.device2;
    if (device === null)
      throw ApiError.of(409, Codes.CONFLICT, `The railcard is on no device ${primary ? 1 : 2}`, ['primary']);
    return {
      set: primary ? { device1: null } : { device2: null },
      description: `Device ${primary ? 1 : 2} (${device}) removed`,
    };
  });
};
