/**
 * The largest value of an `integer` or `serial` column (ids, versions, counts). Request schemas
 * cap numbers at it, so a larger one is a 422 and never reaches the database as an error.
 */
export const INT_MAX = 2_147_483_647;
