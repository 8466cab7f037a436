import v8 from 'node:v8';

/**
 * V8 recompiles a WebAssembly function with its optimizing compiler once it has run a budget of
 * code (1.8 million bytes by default). PostgreSQL's start runs its parser and node copier past that,
 * so every start compiled some 50 of PGlite's largest functions on background threads, 2.5-6 s of
 * CPU taken from the start itself on a 2-core machine (and one still compiling stalled the event
 * loop for 0.1 s after listen). With a budget 280 times larger the start compiles none; the
 * functions a busy server runs hot are still compiled, later: the same times for 3,000 point
 * queries and 20 scans after an open 0.15-0.3 s shorter, with 10% less CPU and 25 MB less RSS.
 * V8 reads the flag when it compiles the module.
 *
 * V8 also checks a code cache against its flags (src/server/code-cache.ts): the built server sets
 * this before it loads a chunk (src/server/launch.ts), so the flags a cache was written under are
 * the ones the next start reads it under. Setting it again changes nothing.
 */
export function setWasmTieringBudget(): void {
  v8.setFlagsFromString('--wasm-tiering-budget=500000000');
}
