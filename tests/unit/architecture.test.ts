import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The engine is pure; client and server import it, never the reverse (docs/decisions.md, "Layers"). */
const FORBIDDEN_IN_ENGINE = [
  /^react/,
  /^@chakra-ui\//,
  /^@rjsf\/core/,
  /^fastify/,
  /^@fastify\//,
  /^drizzle-orm/,
  /^pg$/,
  /^@electric-sql\//,
  /^node:/,
  /(^|\/)client\//,
  /(^|\/)server\//,
];

/** Content is read by the server, the build and the validator alike: none of their own code belongs in it. */
const FORBIDDEN_IN_CONTENT = [
  /^react/,
  /^@chakra-ui\//,
  /^@rjsf\//,
  /^fastify/,
  /^@fastify\//,
  /^drizzle-orm/,
  /^pg$/,
  /^@electric-sql\//,
  /(^|\/)client\//,
  /(^|\/)server\//,
];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

function imports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => (m[1] ?? m[2])!,
  );
}

describe('module boundaries', () => {
  it('keeps src/engine free of React, Fastify, database and Node I/O imports', () => {
    const offenders = sourceFiles('src/engine').flatMap((file) =>
      imports(file)
        .filter((spec) => FORBIDDEN_IN_ENGINE.some((re) => re.test(spec)))
        .map((spec) => `${file}: ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps the content layer (src/content) free of server, client, React and database code', () => {
    const offenders = sourceFiles('src/content').flatMap((file) =>
      imports(file)
        .filter((spec) => FORBIDDEN_IN_CONTENT.some((re) => re.test(spec)))
        .map((spec) => `${file}: ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('lets the build and the content check (scripts/vite, scripts/validate*) read content only through src/content, never the server', () => {
    const files = [...sourceFiles('scripts/vite'), ...sourceFiles('scripts/validate'), 'scripts/validate-schemas.ts'];
    expect(files.length).toBeGreaterThan(2);
    const offenders = files.flatMap((f) =>
      imports(f)
        .filter((s) => /(^|\/)(server|client)\//.test(s))
        .map((s) => `${f}: ${s}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps the contracts (src/contracts) to themselves: the server and the client both import them, so they import neither, nor any package', () => {
    const files = sourceFiles('src/contracts');
    expect(files.length).toBeGreaterThan(0);
    const offenders = files.flatMap((f) =>
      imports(f)
        .filter((s) => !s.startsWith('.') || !path.resolve(path.dirname(f), s).startsWith(path.resolve('src/contracts') + path.sep))
        .map((s) => `${f}: ${s}`),
    );
    expect(offenders).toEqual([]);
  });

  it('never lets the server import client code or the client import server code', () => {
    const offenders = [
      ...sourceFiles('src/server').flatMap((f) =>
        imports(f)
          .filter((s) => /(^|\/)client\//.test(s))
          .map((s) => `${f}: ${s}`),
      ),
      ...sourceFiles('src/client').flatMap((f) =>
        imports(f)
          .filter((s) => /(^|\/)server\//.test(s))
          .map((s) => `${f}: ${s}`),
      ),
    ];
    expect(offenders).toEqual([]);
  });

  it('keeps sign-in and the account lookup free of step code (they read what a route joins, not step rows)', () => {
    const files = ['src/server/plugins/auth.ts', 'src/server/services/account-lookup.ts', ...sourceFiles('src/server/routes/onboarding')];
    const offenders = files.flatMap((f) =>
      imports(f)
        .filter((s) => /step|deck/.test(s))
        .map((s) => `${f}: ${s}`),
    );
    expect(offenders).toEqual([]);
  });

  it('reaches the database through public APIs only: no underscore method and no private field of a library in src/server/db', () => {
    const offenders = sourceFiles('src/server/db').flatMap((f) => {
      const text = fs.readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      return [...text.matchAll(/\.(_[A-Za-z]\w*|parsedStatements|connection\.stream)\b/g)].map((m) => `${f}: ${m[0]}`);
    });
    expect(offenders).toEqual([]);
  });

  it('finds the imports it is meant to police (the check itself can fail)', () => {
    const tmp = path.join(fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'arch-')), 'x.ts');
    fs.writeFileSync(tmp, "import Fastify from 'fastify';\nconst m = import('react');\n");
    expect(imports(tmp)).toEqual(['fastify', 'react']);
  });
});
