// `npm start`: build what changed since the last build (usually nothing), then run the built server
// in this same process.
import { buildIfNeeded } from './build-if-needed.mjs';

try {
  buildIfNeeded();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
await import('../dist/server/main.js');
