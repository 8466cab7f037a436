import type {
  ListedUser,
  UserProgressDetail,
  Assignment,
  Company,
  CompanyBody,
  ConsistencyReport,
  CreatedUser,
  Done,
  GeneratedCode,
  SavedAssignment,
  SavedCompany,
  SavedUser,
  SentCode,
  UpdatedUser,
  UserBody,
  VariantDetails,
  VariantSummary,
} from '../../contracts/admin';
import { api, apiUrl } from './client';
import { fileNameOf, saveBlob } from './downloads';

/** The administrator's calls (spec section 7, docs/admin-api.md); every path is under /api/admin. */
const admin = (path: string) => apiUrl(`/api/admin/${path}`);

export { MANAGERIAL_EXPERIENCE, SENIORITY, SIZE_REVENUE } from '../../contracts/admin';
export type {
  AdminUser,
  ListedUser,
  ModuleProgress,
  UserProgressDetail,
  Assignment,
  Company,
  CompanyBody,
  ConsistencyReport,
  SizeRevenue,
  UserBody,
  VariantDetails,
  VariantSummary,
} from '../../contracts/admin';

export const getUsers = () => api.get(admin('users')).json<ListedUser[]>();
export const getUserProgress = (id: number) => api.get(admin(`users/${id}/progress`)).json<UserProgressDetail>();

/** The progress report of every member, as the browser's download of its file. */
export async function downloadProgressReport(format: 'csv' | 'xlsx'): Promise<void> {
  const res = await api.get(admin(`reports/progress.${format}`));
  saveBlob(await res.blob(), fileNameOf(res.headers.get('content-disposition'), `postup-clenu.${format}`));
}
export const generateCode = () => api.post(admin('generate-code')).json<GeneratedCode>();
export const createUser = (body: UserBody) => api.post(admin('users'), { json: body }).json<CreatedUser>();
export const updateUser = (id: number, body: UserBody) => api.put(admin(`users/${id}`), { json: body }).json<UpdatedUser>();
export const setUserStatus = (id: number, isActive: boolean) =>
  api.patch(admin(`users/${id}/status`), { json: { is_active: isActive } }).json<SavedUser>();
export const deleteUser = (id: number) => api.delete(admin(`users/${id}`)).json<Done>();
export const sendNewCode = (id: number) => api.post(admin(`users/${id}/send-code`)).json<SentCode>();

export const getCompanies = () => api.get(admin('companies')).json<Company[]>();
export const createCompany = (body: CompanyBody) => api.post(admin('companies'), { json: body }).json<SavedCompany>();
export const updateCompany = (id: number, body: CompanyBody) => api.put(admin(`companies/${id}`), { json: body }).json<SavedCompany>();
export const deleteCompany = (id: number) => api.delete(admin(`companies/${id}`)).json<Done>();

export const getVariants = () => api.get(admin('variants/detailed')).json<VariantSummary[]>();
export const getVariantDetails = (name: string) => api.get(admin(`variants/${encodeURIComponent(name)}/details`)).json<VariantDetails>();
export const getConsistency = () => api.get(admin('variants/consistency')).json<ConsistencyReport>();
export const getAssignments = () => api.get(admin('variants/assignments')).json<Assignment[]>();
export const assignVariant = (userEmail: string, variantName: string) =>
  api.post(admin('variants/assign'), { json: { user_email: userEmail, variant_name: variantName } }).json<SavedAssignment>();
export const removeAssignment = (id: number) => api.delete(admin(`variants/assignments/${id}`)).json<Done>();
