import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './scripts/precompressAssets.ts';

export default defineConfig({
  plugins: [react(), precompressAssets()],
  server: { host: '127.0.0.1', proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: { outDir: 'dist', sourcemap: false },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'generators/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'tests/snapshots/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
  },
});
