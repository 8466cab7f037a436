-- The account reads of one turn (services/account-lookup.ts) as PL/pgSQL functions, for the reason
-- migration 0012 made the others functions: PL/pgSQL plans the statement inside once per session
-- and keeps the plan. Behind PgBouncer in transaction mode the batched read went unnamed, so
-- PostgreSQL parsed and planned the join of a JSON array with two functions for every batch, which
-- took longer than running it (docs/performance.md, "Figures behind code comments"); now the call
-- is planned as one function scan.
-- p_reads: a JSON array of reads, each [account id] or, with the step, [account id, module, step];
-- each row starts with its read's position in the array (from 1), then account_row's columns.
CREATE FUNCTION account_rows(p_reads json)
RETURNS TABLE (i integer, id integer, email text, role text, is_active boolean, access_version integer, session_epoch integer, last_activity text)
LANGUAGE plpgsql STABLE ROWS 10 AS $$
BEGIN
  RETURN QUERY
    SELECT r.i::integer, u.*
    FROM json_array_elements(p_reads) WITH ORDINALITY AS r(e, i)
    CROSS JOIN LATERAL account_row((r.e->>0)::integer) u;
END $$;
--> statement-breakpoint
-- As account_rows, and after the account's columns step_row's of the read's module and step (all
-- null when nothing is stored).
CREATE FUNCTION account_rows_with_step(p_reads json)
RETURNS TABLE (i integer, id integer, email text, role text, is_active boolean, access_version integer, session_epoch integer, last_activity text, data text, version integer, status text)
LANGUAGE plpgsql STABLE ROWS 10 AS $$
BEGIN
  RETURN QUERY
    SELECT r.i::integer, u.*, s.*
    FROM json_array_elements(p_reads) WITH ORDINALITY AS r(e, i)
    CROSS JOIN LATERAL account_row((r.e->>0)::integer) u
    LEFT JOIN LATERAL step_row(u.id, r.e->>1, r.e->>2) s ON true;
END $$;
