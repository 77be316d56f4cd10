// The account page's e-vouchers panel (schemas/screens/customers/account.yaml, widget accountVouchers).
import { lazy } from 'react';
import { registerWidget } from '../../runtime';

registerWidget('accountVouchers', lazy(() => import('./AccountVouchers')));
