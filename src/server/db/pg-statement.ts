import type pg from 'pg';
import type { Statement } from './open.js';


/**
 * Statements on PostgreSQL through node-postgres's public query API: an unnamed statement per
 * call (parse, bind and execute in one round trip), on any pooled connection, each its own
 * transaction. No named prepared statement, so the server works behind PgBouncer in transaction
 * mode, where a later transaction may run on another server connection.
 */
export function pgStatements(pool: pg.Pool): (name: string, text: string) => Statement {
  return (_name, text) => async (values) => {
    const result = await pool.query<unknown[]>({ name: _name, text, values: [...values], rowMode: 'array' });
    return result.rows;
  };
}
