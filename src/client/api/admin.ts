import { api, apiUrl } from './client';

/** The administrator's calls (spec section 7, docs/admin-api.md); every path is under /api/admin. */
const admin = (path: string) => apiUrl(`/api/admin/${path}`);

export const SENIORITY = ['junior', 'medior', 'senior', 'lead', 'manager', 'director'] as const;
export const MANAGERIAL_EXPERIENCE = ['none', '1-2', '3-5', '6-10', '10+'] as const;
export const SIZE_REVENUE = ['small', 'medium', 'large'] as const;
export type SizeRevenue = (typeof SIZE_REVENUE)[number];

export interface CompanyFields {
  name: string;
  sector: string | null;
  location: string | null;
  corporation_id: string | null;
  number_of_employees: number | null;
  number_of_teams: number | null;
  size_revenue: SizeRevenue | null;
  notes: string | null;
}

export interface Company extends CompanyFields {
  id: number;
  created_at: string;
  /** How many users belong to it; a company with users cannot be deleted. */
  user_count: number;
}

export interface Profile {
  name: string | null;
  job_title: string | null;
  department: string | null;
  seniority: string | null;
  managerial_experience: string | null;
  notes: string | null;
}

export interface AdminUser {
  id: number;
  email: string;
  role: 'user' | 'admin';
  is_active: boolean;
  first_login_completed: boolean;
  osloveni: string | null;
  company_id: number | null;
  company: Omit<Company, 'user_count'> | null;
  profile: Profile | null;
  last_activity: string | null;
  created_at: string;
  variant_name: string | null;
  modules: Array<{ module_name: string; locked_by_prerequisites: boolean }>;
  /** The admin-selectable modules granted to this user. */
  granted_modules: string[];
}

export interface UserBody {
  email: string;
  company_id: number;
  variant_name: string;
  onboarding_code?: string;
  osloveni: string | null;
  roles: ['user'];
  modules: string[];
  send_welcome_email: boolean;
  profile: { name: string; job_title: string | null; department: string | null; seniority: string | null; managerial_experience: string | null; notes: string | null };
}

export interface VariantSummary {
  variant_name: string;
  display_name: string;
  description: string | null;
  version: string;
  module_count: number;
  step_count: number;
  has_frontend_content: boolean;
}

export interface VariantDetails extends VariantSummary {
  total_modules: number;
  total_steps: number;
  modules: Array<{
    module_name: string;
    display_name: string;
    description: string | null;
    icon: string | null;
    is_enabled: boolean;
    admin_selectable: boolean;
    steps: Array<{ step_name: string; display_name: string; route_path: string | null; endpoint: string }>;
  }>;
}

export interface Assignment {
  id: number;
  user_id: number;
  user_email: string;
  variant: string;
  assigned_date: string;
  expiry_date: string;
  /** 'active'; anything else is shown as inactive. */
  status: string;
}

export interface ConsistencyReport {
  backend_variants: string[];
  frontend_variants: string[];
  common_variants: string[];
  only_in_backend: string[];
  only_in_frontend: string[];
  consistency_score: number;
}

interface Saved<T> {
  message: string;
  data: T;
}

export type CreatedUser = Saved<AdminUser & { onboarding_code: string }> & { mail_sent?: boolean };

export const getUsers = () => api.get(admin('users')).json<AdminUser[]>();
export const generateCode = () => api.post(admin('generate-code')).json<{ code: string }>();
export const createUser = (body: UserBody) => api.post(admin('users'), { json: body }).json<CreatedUser>();
export const updateUser = (id: number, body: UserBody) => api.put(admin(`users/${id}`), { json: body }).json<Saved<AdminUser> & { mail_sent?: boolean }>();
export const setUserStatus = (id: number, isActive: boolean) => api.patch(admin(`users/${id}/status`), { json: { is_active: isActive } }).json<Saved<AdminUser>>();
export const deleteUser = (id: number) => api.delete(admin(`users/${id}`)).json<{ message: string }>();

export const getCompanies = () => api.get(admin('companies')).json<Company[]>();
export const createCompany = (body: CompanyFields) => api.post(admin('companies'), { json: body }).json<Saved<Company>>();
export const updateCompany = (id: number, body: CompanyFields) => api.put(admin(`companies/${id}`), { json: body }).json<Saved<Company>>();
export const deleteCompany = (id: number) => api.delete(admin(`companies/${id}`)).json<{ message: string }>();

export const getVariants = () => api.get(admin('variants/detailed')).json<VariantSummary[]>();
export const getVariantDetails = (name: string) => api.get(admin(`variants/${encodeURIComponent(name)}/details`)).json<VariantDetails>();
export const getConsistency = () => api.get(admin('variants/consistency')).json<ConsistencyReport>();
export const getAssignments = () => api.get(admin('variants/assignments')).json<Assignment[]>();
export const assignVariant = (userEmail: string, variantName: string) =>
  api.post(admin('variants/assign'), { json: { user_email: userEmail, variant_name: variantName } }).json<Saved<Assignment>>();
export const removeAssignment = (id: number) => api.delete(admin(`variants/assignments/${id}`)).json<{ message: string }>();
