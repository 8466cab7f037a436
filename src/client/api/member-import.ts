import type { ImportReport, MailQueueState } from '../../contracts/member-import';
import { api, apiUrl } from './client';

export type { ImportReport, ImportRow, MailQueueState } from '../../contracts/member-import';

/** 'Import členů z CSV' and the mail queue (docs/admin-api.md, "admin: users"). */
const admin = (path: string) => apiUrl(`/api/admin/${path}`);

export const checkMemberImport = (csv: string) => api.post(admin('users/import/dry-run'), { json: { csv } }).json<ImportReport>();
export const runMemberImport = (csv: string) => api.post(admin('users/import'), { json: { csv } }).json<ImportReport>();
export const getMailQueue = () => api.get(admin('mail-queue')).json<MailQueueState>();
export const retryMail = (id: number) => api.post(admin(`mail-queue/${id}/retry`)).json<{ message: string }>();
