/** The dashboard's three tabs, in order. */
export const ADMIN_TABS = ['users', 'companies', 'variants'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
