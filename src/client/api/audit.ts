import type { AuditFilterQuery, AuditPage } from '../../contracts/audit';
import { api, apiUrl } from './client';
import { fileNameOf } from './downloads';

export { AUDIT_ACTIONS, AUDIT_AREAS } from '../../contracts/audit';
export type { AuditEntry, AuditFilterQuery, AuditPage } from '../../contracts/audit';

/** The filters as a query string: empty ones left out. */
const searchOf = (filters: AuditFilterQuery, extra: Record<string, string | number | undefined> = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra }))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
};

export const getAudit = (filters: AuditFilterQuery, cursor?: number, limit = 50) =>
  api.get(apiUrl('/api/admin/audit'), { searchParams: searchOf(filters, { cursor, limit }) }).json<AuditPage>();

/** A download the administrator saves: the file and the name the server gave it. */
async function download(url: string, searchParams: URLSearchParams | undefined, fallback: string) {
  const res = await api.get(apiUrl(url), searchParams ? { searchParams } : {});
  return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('content-disposition'), fallback) };
}

export const downloadAuditCsv = (filters: AuditFilterQuery) => download('/api/admin/audit.csv', searchOf(filters), 'historie-zmen.csv');

export const downloadMemberData = (userId: number) => download(`/api/admin/users/${userId}/export`, undefined, `clen-${userId}-data.json`);
