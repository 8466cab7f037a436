// `npm start`: the client build check, then the server, in one Node process (a second one with
// its own tsx start-up cost about half a second of every start).
import './build-if-needed.mjs';

await import('../src/server/main.ts');
