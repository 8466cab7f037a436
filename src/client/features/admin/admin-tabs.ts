/** The dashboard's tabs, in order. */
export const ADMIN_TABS = ['users', 'companies', 'variants', 'audit'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
