import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as contracts from '../../../src/contracts/admin.js';
import type { AdminUser, Assignment, Company, CompanyBody, CreatedUser, UserBody, VariantDetails } from '../../../src/contracts/admin.js';

const schemas = Object.entries(contracts).filter(([, value]) => typeof value === 'object' && !Array.isArray(value));

describe('the admin contract (src/contracts/admin.ts)', () => {
  it('holds schemas a strict validator compiles: a misspelt keyword would check nothing', () => {
    expect(schemas.length).toBeGreaterThan(20);
    const ajv = new Ajv({ strict: true, allowUnionTypes: true });
    addFormats(ajv);
    for (const [name, schema] of schemas) expect(() => ajv.compile(schema as object), name).not.toThrow();
  });

  it('gives the client the types its schemas say', () => {
    expectTypeOf<AdminUser['role']>().toEqualTypeOf<'user' | 'author' | 'admin'>();
    expectTypeOf<AdminUser['last_activity']>().toEqualTypeOf<string | null>();
    expectTypeOf<NonNullable<AdminUser['company']>['size_revenue']>().toEqualTypeOf<'small' | 'medium' | 'large' | null>();
    expectTypeOf<NonNullable<AdminUser['profile']>['seniority']>().toEqualTypeOf<(typeof contracts.SENIORITY)[number] | null>();
    expectTypeOf<AdminUser['modules']>().toEqualTypeOf<Array<{ module_name: string; locked_by_prerequisites: boolean }>>();
    expectTypeOf<Company['user_count']>().toEqualTypeOf<number>();
    expectTypeOf<CreatedUser['data']['onboarding_code']>().toEqualTypeOf<string>();
    expectTypeOf<CreatedUser['mail_sent']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<Assignment['status']>().toEqualTypeOf<'active' | 'expired' | 'replaced'>();
    expectTypeOf<VariantDetails['modules'][number]['steps'][number]['route_path']>().toEqualTypeOf<string | null>();
    expectTypeOf<UserBody['email']>().toEqualTypeOf<string>();
    expectTypeOf<UserBody['modules']>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<UserBody['profile']['managerial_experience']>().toEqualTypeOf<
      (typeof contracts.MANAGERIAL_EXPERIENCE)[number] | '' | null | undefined
    >();
    expectTypeOf<CompanyBody['number_of_teams']>().toEqualTypeOf<number | null | undefined>();
  });

  it('refuses what the server refuses: an unknown property, a choice it does not offer, a code of 5 digits', () => {
    const ajv = new Ajv({ allowUnionTypes: true });
    addFormats(ajv);
    const user = { email: 'a@example.com', company_id: 1, variant_name: 'general', profile: { name: 'A' } };
    const valid = ajv.compile(contracts.userBody);
    expect(valid(user)).toBe(true);
    expect(valid({ ...user, extra: 1 })).toBe(false);
    expect(valid({ ...user, profile: { name: 'A', seniority: 'intern' } })).toBe(false);
    expect(valid({ ...user, onboarding_code: '12345' })).toBe(false);
  });
});
