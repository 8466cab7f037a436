/** Whether two step data objects hold the same content (they come from JSON, so their JSON tells). */
export const sameData = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
