// Stands for `use-sync-external-store/shim` (vite.config.ts resolve.alias): react-i18next imports that shim for React
// before 18, but React 19 has the hook itself, and the shim's fallback code would ride in the sign-in page's first
// chunk for nothing (issue 24: /login ≤ 90 KB brotli).
export { useSyncExternalStore } from 'react';
