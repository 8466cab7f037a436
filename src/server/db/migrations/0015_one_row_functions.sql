-- account_row and step_row (migration 0012) answer at most one row (a primary key, a unique key),
-- but a set-returning function is estimated at 1,000 rows unless it says otherwise. The account
-- reads of one turn (services/account-lookup.ts) call them for each read of a JSON array, and at
-- 100 × 1,000 × 1,000 estimated rows PostgreSQL compiled the statement with JIT first, which took
-- longer than the reads themselves. Estimated at one row each, the statement is planned as the
-- handful of index lookups it is.
ALTER FUNCTION account_row(integer) ROWS 1;
--> statement-breakpoint
ALTER FUNCTION step_row(integer, text, text) ROWS 1;
