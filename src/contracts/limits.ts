/**
 * The largest value of an `integer` or `serial` column (ids, versions, counts). Request schemas
 * cap numbers at it, so a larger one is a 422 and never reaches the database as an error.
 */
export const INT_MAX = 2_147_483_647;

/**
 * How much one import may hold: a club's intake is tens of members, a whole company a few hundred; more rows in one
 * go would mean a wrong file rather than a real intake, and every row is checked against the database in one request.
 */
export const IMPORT_MAX_ROWS = 500;
/** About 500 rows of long names and addresses with room to spare. */
export const IMPORT_MAX_BYTES = 256 * 1024;
