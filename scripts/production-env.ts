/**
 * Imported first by scripts/build.ts: the tenant stage renders pages with React, which picks its
 * development or production build by NODE_ENV when it is first loaded. `vite build` sets
 * production for itself; the stage runs outside Vite, so it sets the same default here.
 */
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';
