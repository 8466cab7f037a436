import type pg from 'pg';
import type { Statement } from './open.js';

/**
 * Statements on PostgreSQL through node-postgres's public query API, one round trip each, on any
 * pooled connection, each its own transaction. `prepared`: under its name, so node-postgres
 * prepares it once per connection and PostgreSQL plans it once (what keeps a save near the bare
 * route's speed, docs/performance.md); off behind a pooler in transaction mode (PgBouncer), where
 * the next transaction may run on a server connection that never saw the statement: then each
 * call is an unnamed statement, parsed and planned anew.
 */
export function pgStatements(pool: pg.Pool, { prepared }: { prepared: boolean }): (name: string, text: string) => Statement {
  return (name, text) => async (values) => {
    const result = await pool.query<unknown[]>({ ...(prepared ? { name } : {}), text, values: [...values], rowMode: 'array' });
    return result.rows;
  };
}
