import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestValidatorCompiler } from '../../src/server/body-validator.js';
import errors from '../../src/server/plugins/errors.js';
import pathIds from '../../src/server/plugins/path-ids.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { adminSession, someCompany, userPayload, type AdminClient } from '../support/admin.js';
import { memberSession } from '../support/api.js';

/** Ways of writing `id` that JavaScript's Number() or ajv's coercion would read as it, and a few that name nothing. */
const looseForms = (id: number) => [`0x${id.toString(16)}`, `+${id}`, ` ${id}`, `${id} `, `${id}.0`, `0${id}`, `${id}e0`, `-${id}`, '0', 'abc', '9'.repeat(20)];

const expectMalformed = (res: { statusCode: number; json(): { detail?: string } }, label: string) => {
  expect(res.statusCode, label).toBe(422);
  expect(res.json().detail, label).toMatch(/^Neplatná data: \/id /);
};

describe('path ids are positive decimal integers, else 422, whichever route reads them', () => {
  let t: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.app);
  });
  afterAll(() => t.close());

  it('a company is updated or deleted only through its plain id', async () => {
    const company = await someCompany(t.app, 'Původní název');
    for (const form of looseForms(company.id)) {
      expectMalformed(await admin.put(`/companies/${encodeURIComponent(form)}`, { name: 'Přepsáno' }), form);
      expectMalformed(await admin.delete(`/companies/${encodeURIComponent(form)}`), form);
    }
    expect((await admin.get('/companies')).json()).toContainEqual(expect.objectContaining({ id: company.id, name: 'Původní název' }));
    expect((await admin.put(`/companies/${company.id}`, { name: 'Nový název' })).statusCode).toBe(200);
  });

  it('a member is updated, (de)activated or deleted only through their plain id', async () => {
    const company = await someCompany(t.app);
    const created = (await admin.post('/users', userPayload(company.id))).json().data;
    for (const form of looseForms(created.id)) {
      const at = `/users/${encodeURIComponent(form)}`;
      expectMalformed(await admin.put(at, userPayload(company.id, { email: created.email, profile: { name: 'Přepsáno' } })), form);
      expectMalformed(await admin.patch(`${at}/status`, { is_active: false }), form);
      expectMalformed(await admin.delete(at), form);
    }
    const stored = (await admin.get('/users')).json().find((u: { id: number }) => u.id === created.id);
    expect(stored).toMatchObject({ is_active: true, profile: { name: 'Jana Nová' } });
  });

  it('an assignment is removed only through its plain id', async () => {
    const member = await memberSession(t.app);
    const listed = () => admin.get('/variants/assignments').then((r) => r.json() as { id: number; user_id: number }[]);
    const assignment = (await listed()).find((a) => a.user_id === member.user.id)!;
    for (const form of looseForms(assignment.id)) expectMalformed(await admin.delete(`/variants/assignments/${encodeURIComponent(form)}`), form);
    expect(await listed()).toContainEqual(expect.objectContaining({ id: assignment.id }));
  });

  it('a well-formed id of no row is 404; one beyond the integer column is 422, never a database error', async () => {
    expect((await admin.put('/companies/2147483647', { name: 'X' })).json()).toEqual({ detail: 'Společnost nenalezena' });
    for (const id of ['2147483648', '99999999999999999999']) expectMalformed(await admin.delete(`/users/${id}`), id);
  });
});

describe('the default for a route written later', () => {
  it('any :id, :…Id or :…_id without a schema of its own is parsed the same way and reaches the handler as a number', async () => {
    const app = Fastify();
    app.setValidatorCompiler(requestValidatorCompiler());
    await app.register(errors);
    await app.register(pathIds);
    app.get('/things/:thingId/parts/:part_id', async (request) => request.params);
    app.get('/files/:id', { schema: { params: { type: 'object', properties: { id: { type: 'string' } } } } }, async (request) => request.params);
    expect((await app.inject('/things/12/parts/3')).json()).toEqual({ thingId: 12, part_id: 3 });
    expect((await app.inject('/things/0x1/parts/3')).statusCode).toBe(422);
    expect((await app.inject('/things/1/parts/+3')).statusCode).toBe(422);
    // A route that declares its own id keeps it (a deck's id is a UUID).
    expect((await app.inject('/files/0x1')).json()).toEqual({ id: '0x1' });
    await app.close();
  });
});
