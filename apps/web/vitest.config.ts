import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    // build/: the build's own plugins (tested on Node).
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Files share a worker's loaded modules (the React, router and query imports are most of each
    // file's time); Testing Library unmounts after every test, and a test of module state loads a
    // fresh copy itself (brand-store.test.ts).
    isolate: false,
  },
});
