import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '../../../src/server/db/schema.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { adminSession, userPayload, type AdminClient } from '../../support/admin.js';

describe('admin API: companies', () => {
  let t: TestApp;
  let admin: AdminClient;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.app);
  });
  afterAll(() => t.close());

  const full = {
    name: 'Strategie a.s.',
    sector: 'Automotive',
    location: 'Brno',
    corporation_id: '12345678',
    number_of_employees: 250,
    number_of_teams: 12,
    size_revenue: 'medium',
    notes: 'Klíčový klient',
  };

  it('creates a company with every field and answers 201', async () => {
    const res = await admin.post('/companies', full);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Společnost byla vytvořena', data: { ...full, id: expect.any(Number), user_count: 0 } });
  });

  it('needs only a name; blank texts and an empty size band are stored as none', async () => {
    const res = await admin.post('/companies', { name: '  Jen název  ', sector: '', size_revenue: '', number_of_teams: null });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Jen název',
      sector: null,
      location: null,
      corporation_id: null,
      number_of_employees: null,
      number_of_teams: null,
      size_revenue: null,
      notes: null,
    });
  });

  it('refuses a blank name with a Czech message and bad bodies with 422', async () => {
    for (const name of ['   ', '\u200b', '\u0007\u001f', '\u202e\u2066\ufeff']) {
      const blank = await admin.post('/companies', { name });
      expect(blank.statusCode, JSON.stringify(name)).toBe(422);
      expect(blank.json().detail).toBe('Vyplňte název společnosti.');
    }
    const trimmed = await admin.post('/companies', { name: '\u200bAcme\u200f', sector: '\u200b' });
    expect(trimmed.json().data).toMatchObject({ name: 'Acme', sector: null });
    for (const body of [
      {},
      { name: 5 },
      { name: 'A', number_of_employees: '10' },
      { name: 'A', number_of_employees: -1 },
      { name: 'A', number_of_teams: 1.5 },
      { name: 'A', size_revenue: 'huge' },
      { name: 'A', ico: '123' },
      { name: 'A', user_count: 3 },
    ]) {
      const res = await admin.post('/companies', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().detail).toMatch(/^Neplatná data: /);
    }
  });

  it('lists companies in Czech alphabetical order with their user counts', async () => {
    const fresh = await createTestApp();
    try {
      const a = await adminSession(fresh.app);
      const ids: Record<string, number> = {};
      for (const name of ['Žabka', 'Zeta', 'Čedok', 'Cukr', 'chmel', 'Hora', 'Alfa']) {
        ids[name] = (await a.post('/companies', { name })).json().data.id;
      }
      for (let i = 0; i < 2; i++) expect((await a.post('/users', userPayload(ids.Čedok!))).statusCode).toBe(201);
      const list = (await a.get('/companies')).json();
      // Czech: C < Č, H < CH (ch sorts after h), Z < Ž.
      expect(list.map((c: { name: string }) => c.name)).toEqual(['Alfa', 'Cukr', 'Čedok', 'Hora', 'chmel', 'Zeta', 'Žabka']);
      expect(list.find((c: { name: string }) => c.name === 'Čedok').user_count).toBe(2);
      expect(list.find((c: { name: string }) => c.name === 'Alfa').user_count).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('updates a company, replacing every field', async () => {
    const { id } = (await admin.post('/companies', full)).json().data;
    const res = await admin.put(`/companies/${id}`, { name: 'Nový název', number_of_employees: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Společnost byla aktualizována',
      data: { id, name: 'Nový název', number_of_employees: 0, sector: null, size_revenue: null, user_count: 0 },
    });
    const bad = await admin.put(`/companies/${id}`, { name: 'X', number_of_teams: '3' });
    expect(bad.statusCode).toBe(422);
    const missing = await admin.put('/companies/999999', { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Společnost nenalezena');
  });

  it('refuses to delete a company with users with the spec message, and deletes it once they are gone', async () => {
    const { id } = (await admin.post('/companies', { name: 'Plná firma' })).json().data;
    const userIds: number[] = [];
    for (let i = 0; i < 2; i++) userIds.push((await admin.post('/users', userPayload(id))).json().data.id);

    const refused = await admin.delete(`/companies/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Nelze smazat společnost Plná firma. Společnost má 2 přiřazených uživatelů.');

    expect((await admin.delete(`/users/${userIds[0]}`)).statusCode).toBe(200);
    expect((await admin.delete(`/companies/${id}`)).json().detail).toBe(
      'Nelze smazat společnost Plná firma. Společnost má 1 přiřazených uživatelů.',
    );

    expect((await admin.delete(`/users/${userIds[1]}`)).statusCode).toBe(200);
    const deleted = await admin.delete(`/companies/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Společnost byla smazána' });
    expect(await t.app.db.select().from(companies).where(eq(companies.id, id))).toEqual([]);

    const again = await admin.delete(`/companies/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('Společnost nenalezena');
  });
});
