import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { adminClient, adminSession, type AdminClient } from '../../support/admin.js';
import { memberSession } from '../../support/api.js';
import { czechDetailProblem } from '../../support/czech-detail.js';

type Switches = Array<{ module_name: string; enabled: boolean; admin_selectable: boolean }>;

describe("a variant's modules: two authors never overwrite each other's order or switches silently", () => {
  let t: TestApp;
  let author: AdminClient;
  let admin: AdminClient;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.app);
    author = adminClient(t.app, (await memberSession(t.app, { role: 'author', modules: [] })).token);
  });
  afterAll(() => t?.close());

  const modules = async (variant: string): Promise<Switches> => {
    const tree = (await author.get('/content/tree')).json();
    return tree.variants
      .find((v: { variant_name: string }) => v.variant_name === variant)
      .modules.map(({ module_name, enabled, admin_selectable }: Switches[number]) => ({ module_name, enabled, admin_selectable }));
  };

  it('saves with the base as loaded, and answers 409 with both lists when the draft changed since', async () => {
    const loaded = await modules('general');
    expect(loaded.length).toBeGreaterThan(1);
    const reordered = [loaded[1]!, loaded[0]!, ...loaded.slice(2)];
    const first = await author.put('/content/variants/general/modules', { modules: reordered, base: loaded });
    expect(first.statusCode, first.body).toBe(200);
    expect(await modules('general')).toEqual(reordered);

    // The administrator loaded the same modules before the author saved.
    const switched = loaded.map((m, i) => (i === 0 ? { ...m, enabled: !m.enabled } : m));
    const stale = await admin.put('/content/variants/general/modules', { modules: switched, base: loaded });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      detail: 'Moduly varianty mezitím změnil někdo jiný. Porovnejte své nastavení s uloženým a uložte znovu.',
      yours: switched,
      theirs: reordered,
    });
    expect(czechDetailProblem(stale)).toBeFalsy();
    expect(await modules('general')).toEqual(reordered);

    // A switch alone differing is a change too.
    const flipped = reordered.map((m, i) => (i === 0 ? { ...m, admin_selectable: !m.admin_selectable } : m));
    expect((await admin.put('/content/variants/general/modules', { modules: reordered, base: flipped })).statusCode).toBe(409);
    // Reloaded, the administrator's save goes through.
    const again = await admin.put('/content/variants/general/modules', { modules: flipped, base: reordered });
    expect(again.statusCode, again.body).toBe(200);
    expect(await modules('general')).toEqual(flipped);
  });

  it('works on a variant copied into the draft, and without a base as before', async () => {
    expect((await author.post('/content/variants/general/copy', { new_name: 'general_nova', display_name: 'Nová' })).statusCode).toBe(201);
    const loaded = await modules('general_nova');
    const off = loaded.map((m) => ({ ...m, enabled: false }));
    expect((await author.put('/content/variants/general_nova/modules', { modules: off, base: loaded })).statusCode).toBe(200);
    expect((await author.put('/content/variants/general_nova/modules', { modules: loaded })).statusCode).toBe(200);
    expect(await modules('general_nova')).toEqual(loaded);
    expect((await author.put('/content/variants/nic/modules', { modules: loaded, base: loaded })).statusCode).toBe(404);
  });
});
