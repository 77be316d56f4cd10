// The chunks behind sign-in, shared by the routes that render them and by main.tsx, which starts
// loading them early for a returning tab.
import { lazyWithPreload } from './lazyWithPreload';

export const SignedInApp = lazyWithPreload(() => import('./SignedInApp'));
export const Screen = lazyWithPreload(() => import('../runtime/Screen').then((m) => ({ default: m.Screen })));
/** The router-based tree (react-router, the console's routes, the catalogue): not on the logged-out pages. */
export const RouterApp = lazyWithPreload(() => import('./RouterApp'));
