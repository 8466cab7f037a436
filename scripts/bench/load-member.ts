// One member made the way a real one is: the administrator creates them with an onboarding code,
// then they sign in for the first time choosing a password (argon2 runs for both).

export const ADMIN_EMAIL = 'bench-admin@example.com';
export const ADMIN_PASSWORD = 'Bench-admin-1!';
const MEMBER_PASSWORD = 'Bench-member-1!';
const CODE = '246810';

async function call(base: string, method: string, path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Creates a member of the general variant and answers their access token. */
export async function createMember(base: string): Promise<string> {
  const admin = await call(base, 'POST', '/api/onboarding/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const adminToken = admin.access_token as string;
  const company = await call(base, 'POST', '/api/admin/companies', { name: `Zátěž ${Date.now()}` }, adminToken);
  const email = `zatez-${Date.now()}@example.com`;
  await call(base, 'POST', '/api/admin/users', {
    email,
    company_id: (company.data as { id: number } | undefined)?.id ?? company.id,
    variant_name: 'general',
    onboarding_code: CODE,
    osloveni: 'Jano',
    roles: ['user'],
    modules: ['people'],
    send_welcome_email: false,
    profile: { name: 'Jana Zátěžová', job_title: 'Ředitelka', department: 'Obchod', seniority: 'senior', managerial_experience: '3-5', notes: '' },
  }, adminToken);
  const member = await call(base, 'POST', '/api/onboarding/first-login', { email, code: CODE, password: MEMBER_PASSWORD });
  return member.access_token as string;
}
