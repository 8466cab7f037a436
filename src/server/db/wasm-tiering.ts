import v8 from 'node:v8';

/**
 * V8 recompiles a WebAssembly function with its optimizing compiler once it has run a budget of
 * code. PostgreSQL's start runs its parser and node copier past the default budget, so every start
 * compiled many of PGlite's largest functions on background threads, CPU taken from the start
 * itself on a 2-core machine (and one still compiling stalled the event loop after listen). With a
 * far larger budget the start compiles none; the functions a busy server runs hot are still
 * compiled, later, and the server then runs as fast with less CPU and memory (docs/performance.md,
 * "Figures behind code comments"). V8 reads the flag when it compiles the module.
 *
 * V8 also checks a code cache against its flags (src/server/code-cache.ts): the built server sets
 * this before it loads a chunk (src/server/launch.ts), so the flags a cache was written under are
 * the ones the next start reads it under. Setting it again changes nothing.
 */
export function setWasmTieringBudget(): void {
  v8.setFlagsFromString('--wasm-tiering-budget=500000000');
}
