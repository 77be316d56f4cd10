// Handler of each call id in schemas/api (one file per call, grouped by area).
import type { AnyHandler, TypedHandlers } from '../context';
import { changePassword } from './auth/changePassword';
import { confirmSecondFactor } from './auth/confirmSecondFactor';
import { listBrands } from './auth/listBrands';
import { refreshSession } from './auth/refreshSession';
import { requestPasswordReset } from './auth/requestPasswordReset';
import { resendSecondFactor } from './auth/resendSecondFactor';
import { signIn } from './auth/signIn';
import { signOut } from './auth/signOut';
import { findCustomersByEmail } from './customers/findCustomersByEmail';
import { getCustomer } from './customers/getCustomer';
import { getCustomerOrders } from './customers/getCustomerOrders';
import { getCustomerTrail } from './customers/getCustomerTrail';
import { searchCustomers } from './customers/searchCustomers';
import { sandboxDemoRecords } from './sandbox/sandboxDemoRecords';
import { sandboxOutbox } from './sandbox/sandboxOutbox';
import { sandboxViewAs } from './sandbox/sandboxViewAs';
import { usersHandlers } from './users';
import { vouchersHandlers } from './vouchers';
import { railcardsHandlers } from './railcards';
import { ordersHandlers } from './orders';
import { delayRepayHandlers } from './delayRepay';
import { referenceHandlers } from './reference';
import { smartcardsHandlers } from './smartcards';
import { accountsHandlers } from './accounts';
import { keyGoHandlers } from './keyGo';
import { flexiHandlers } from './flexi';
import { compensationHandlers } from './compensation';

// each handler held to its call's declared reply (an area's map keeps its handlers' own types)
const typedHandlers = {
  // auth
  signIn,
  confirmSecondFactor,
  resendSecondFactor,
  refreshSession,
  signOut,
  requestPasswordReset,
  changePassword,
  listBrands,
  // customers
  searchCustomers,
  findCustomersByEmail,
  getCustomer,
  getCustomerOrders,
  getCustomerTrail,
  ...usersHandlers,
  ...vouchersHandlers,
  ...railcardsHandlers,
  ...ordersHandlers,
  ...delayRepayHandlers,
  ...referenceHandlers,
  ...smartcardsHandlers,
  ...accountsHandlers,
  ...keyGoHandlers,
  ...flexiHandlers,
  ...compensationHandlers,
  // sandbox
  sandboxOutbox,
  sandboxViewAs,
  sandboxDemoRecords,
} satisfies TypedHandlers;

export const handlers: Record<string, AnyHandler> = typedHandlers;
