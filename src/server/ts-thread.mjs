// A worker thread's TypeScript entry (its file URL the first argument) run from source: Vitest and
// `npm run dev`. A worker does not inherit the loader its parent runs TypeScript with, so it
// registers tsx's first. The built server starts its threads' .cjs entries directly.
import { register } from 'tsx/esm/api';

register();
await import(process.argv[2]);
