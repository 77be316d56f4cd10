// Handlers of schemas/api/flexi.yaml.
import type { TypedHandlers } from '../../context';
import { addFlexiPasses } from './addFlexiPasses';
import { decideSticketPhotoChange } from './decideSticketPhotoChange';
import { getSticketPhotoChange } from './getSticketPhotoChange';
import { getSticketStatus } from './getSticketStatus';
import { listFlexiTickets } from './listFlexiTickets';
import { listSticketCoupons } from './listSticketCoupons';
import { searchSticketPhotoChanges } from './searchSticketPhotoChanges';
import { setSticketCouponStatus } from './setSticketCouponStatus';
import { setSticketsLock } from './setSticketsLock';

export const flexiHandlers = {
  addFlexiPasses,
  decideSticketPhotoChange,
  getSticketPhotoChange,
  getSticketStatus,
  listFlexiTickets,
  listSticketCoupons,
  searchSticketPhotoChanges,
  setSticketCouponStatus,
  setSticketsLock,
} satisfies TypedHandlers;
