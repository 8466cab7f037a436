import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ApiError } from '../../../src/contracts/errors.js';
import type { CodeChecked, Credentials, FirstSignedIn, SignedIn } from '../../../src/contracts/onboarding.js';
import type { Completed, DependentsReset, Impact, StepConflictBody, StepData, Undone } from '../../../src/contracts/steps.js';
import { partBody, partSaved, stepHeaders } from '../../../src/contracts/steps.js';
import type { User } from '../../../src/contracts/user.js';
import type { ModuleInfo, MyVariant, Progress, StepInfo } from '../../../src/contracts/variants.js';

/** Every contract file, as the server and the client import it. */
const files = import.meta.glob<Record<string, unknown>>('../../../src/contracts/*.ts', { eager: true });
const schemas = Object.entries(files).flatMap(([file, exports]) =>
  Object.entries(exports)
    // stepHeaders maps header names to schemas: it is checked as an object's properties below.
    .filter(([, value]) => typeof value === 'object' && value !== null && !Array.isArray(value) && value !== stepHeaders)
    .map(([name, schema]) => [`${file.split('/').pop()} ${name}`, schema] as const),
);

describe('the API contracts (src/contracts)', () => {
  it('hold schemas a strict validator compiles, in every file: a misspelt keyword would check and serialize nothing', () => {
    expect(Object.keys(files).map((f) => f.split('/').pop())).toEqual(
      expect.arrayContaining(['admin.ts', 'errors.ts', 'onboarding.ts', 'service.ts', 'steps.ts', 'user.ts', 'variants.ts']),
    );
    expect(schemas.length).toBeGreaterThan(50);
    const ajv = new Ajv({ strict: true, allowUnionTypes: true });
    addFormats(ajv);
    for (const [name, schema] of schemas) expect(() => ajv.compile(schema as object), name).not.toThrow();
    for (const schema of [partBody('members'), partSaved('members'), { type: 'object', properties: stepHeaders }])
      expect(() => ajv.compile(schema)).not.toThrow();
  });

  it("gives the member's client the types its schemas say", () => {
    expectTypeOf<User['role']>().toEqualTypeOf<'user' | 'author' | 'admin'>();
    expectTypeOf<SignedIn['user']>().toEqualTypeOf<User>();
    expectTypeOf<FirstSignedIn['redirect_url']>().toEqualTypeOf<string>();
    expectTypeOf<CodeChecked['success']>().toEqualTypeOf<boolean>();
    expectTypeOf<Credentials['pass']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<MyVariant['modules']>().toEqualTypeOf<ModuleInfo[]>();
    expectTypeOf<ModuleInfo['steps']>().toEqualTypeOf<StepInfo[]>();
    expectTypeOf<StepInfo['status']>().toEqualTypeOf<'completed' | 'available' | 'locked'>();
    expectTypeOf<StepInfo['reopened']>().toEqualTypeOf<{ by: string; display_name: string; at: string } | undefined>();
    expectTypeOf<Progress['modules'][number]>().not.toHaveProperty('steps');
    expectTypeOf<StepData>().toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf<StepConflictBody['current']>().toEqualTypeOf<Record<string, unknown> | null>();
    expectTypeOf<StepConflictBody['version']>().toEqualTypeOf<number | null>();
    expectTypeOf<Completed['status']>().toEqualTypeOf<'completed'>();
    expectTypeOf<Completed['redirect_to_strategy']>().toEqualTypeOf<unknown>();
    expectTypeOf<Impact['losses'][number]['count']>().toEqualTypeOf<number>();
    expectTypeOf<Undone['restored_steps']>().toEqualTypeOf<string[]>();
    expectTypeOf<DependentsReset['reset_elsewhere']>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<ApiError['errors']>().toEqualTypeOf<Array<{ path: string; message: string }> | undefined>();
  });
});
