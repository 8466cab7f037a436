// A member saving one step through the public API, as the browser's autosave does: each save
// sends the version it last got (If-Match), so the server's version sequence can be checked (the
// durability check). The load benchmark takes one such member's access token.
import { request, type Answer } from './http.js';
import { ADMIN } from './server-process.js';

/** The first step of a module every general-variant member may open at once. */
export const STEP = '/api/new-team-onboarding/onboarding-context';
/** Every member these scripts make signs in with it (scripts/support/deck-member.ts seeds its own with it too). */
export const MEMBER_PASSWORD = 'Durability-Member-1!';

export interface Stored {
  version: number;
  value: string | null;
}

export class Member {
  private token = '';
  constructor(
    private readonly base: string,
    readonly email: string,
  ) {}

  /** The bearer token of the last sign-in. */
  get accessToken(): string {
    return this.token;
  }

  async signIn(): Promise<void> {
    const res = await request(`${this.base}/api/onboarding/login`, 'POST', { body: { email: this.email, password: MEMBER_PASSWORD } });
    if (res.status !== 200) throw new Error(`sign-in of ${this.email}: ${res.status} ${JSON.stringify(res.body)}`);
    this.token = (res.body as { access_token: string }).access_token;
  }

  /** What the server holds now: version 0 while nothing is stored. */
  async read(): Promise<Stored> {
    const res = await this.call('GET');
    if (res.status === 404) return { version: 0, value: null };
    if (res.status !== 200) throw new Error(`read of ${this.email}: ${res.status} ${JSON.stringify(res.body)}`);
    return { version: versionOf(res), value: (res.body as { field_1?: string }).field_1 ?? null };
  }

  /** One autosave; throws when no answer came (the server was killed). */
  async save(value: string, ifMatch: number): Promise<Answer & { version?: number }> {
    const res = await this.call('POST', { field_1: value }, ifMatch);
    return res.status >= 200 && res.status < 300 ? { ...res, version: versionOf(res) } : res;
  }

  /** An access token outlives a restart (the signing secret is in the database); signs in again once it expires. */
  private async call(method: string, body?: unknown, ifMatch?: number): Promise<Answer> {
    const res = await request(`${this.base}${STEP}`, method, { token: this.token, body, ifMatch });
    if (res.status !== 401) return res;
    await this.signIn();
    return request(`${this.base}${STEP}`, method, { token: this.token, body, ifMatch });
  }
}

function versionOf(res: Answer): number {
  const version = Number(String(res.etag).replace(/"/g, ''));
  if (!Number.isInteger(version)) throw new Error(`no version in the answer: etag ${res.etag}`);
  return version;
}

/** Creates `count` members through the admin API (a company, each with a chosen code) and lets each set a password. */
export async function enrolMembers(base: string, count: number, label: string): Promise<Member[]> {
  const admin = await request(`${base}/api/onboarding/login`, 'POST', { body: ADMIN });
  if (admin.status !== 200) throw new Error(`admin sign-in: ${admin.status} ${JSON.stringify(admin.body)}`);
  const token = (admin.body as { access_token: string }).access_token;
  const company = await request(`${base}/api/admin/companies`, 'POST', { token, body: { name: `Durability ${label}` } });
  if (company.status !== 201 && company.status !== 200) throw new Error(`company: ${company.status} ${JSON.stringify(company.body)}`);
  const companyId = (company.body as { data?: { id: number }; id?: number }).data?.id ?? (company.body as { id: number }).id;
  const members: Member[] = [];
  for (let i = 1; i <= count; i++) {
    const email = `durability-${label}-${i}@test.cz`;
    const user = await request(`${base}/api/admin/users`, 'POST', {
      token,
      body: { email, company_id: companyId, variant_name: 'general', onboarding_code: '246810', profile: { name: `Autosave ${i}` } },
    });
    if (user.status !== 201 && user.status !== 200) throw new Error(`member ${email}: ${user.status} ${JSON.stringify(user.body)}`);
    const first = await request(`${base}/api/onboarding/first-login`, 'POST', {
      body: { email, code: '246810', password: MEMBER_PASSWORD },
    });
    if (first.status !== 200) throw new Error(`first sign-in of ${email}: ${first.status} ${JSON.stringify(first.body)}`);
    const member = new Member(base, email);
    await member.signIn();
    members.push(member);
  }
  return members;
}
