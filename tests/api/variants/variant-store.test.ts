import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { variants } from '../../../src/server/db/schema.js';
import { storeVariants } from '../../../src/server/services/variant-store.js';
import type { VariantDef } from '../../../src/engine/variants/index.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

// The variant files are stored at every start (bootstrap): what changed is written, nothing else.
describe('storing the variant files', () => {
  let t: TestApp;
  let files: VariantDef[];
  const stored = () => t.app.db.select().from(variants).orderBy(asc(variants.variant_name));

  beforeAll(async () => {
    t = await createTestApp();
    files = [...t.app.catalog.variants.values()];
  });
  afterAll(() => t.close());

  it('holds every variant file after a start, definition and columns as the file has them', async () => {
    const rows = await stored();
    expect(rows.map((r) => r.variant_name)).toEqual(files.map((v) => v.variant_name).sort());
    for (const v of files) {
      const row = rows.find((r) => r.variant_name === v.variant_name)!;
      expect(row).toMatchObject({ display_name: v.display_name, description: v.description ?? null, version: v.version, definition: v });
    }
  });

  it('writes nothing when the files are unchanged: every updated_at stays', async () => {
    const before = await stored();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await storeVariants(t.app.db, files);
    expect(await stored()).toEqual(before);
  });

  it('updates a changed variant alone, its updated_at moved, and adds a new one', async () => {
    const before = await stored();
    const [first, ...rest] = files;
    const changed: VariantDef = { ...first!, display_name: `${first!.display_name} (nová verze)`, version: '9.9' };
    const added: VariantDef = { ...first!, variant_name: 'zkusebni_varianta', display_name: 'Zkušební varianta' };
    await new Promise((resolve) => setTimeout(resolve, 20));
    await storeVariants(t.app.db, [changed, ...rest, added]);
    const after = await stored();
    const row = (name: string, rows = after) => rows.find((r) => r.variant_name === name)!;
    expect(row(first!.variant_name)).toMatchObject({ display_name: changed.display_name, version: '9.9', definition: changed });
    expect(row(first!.variant_name).updated_at).not.toEqual(row(first!.variant_name, before).updated_at);
    for (const v of rest) expect(row(v.variant_name)).toEqual(row(v.variant_name, before));
    expect(row('zkusebni_varianta')).toMatchObject({ display_name: 'Zkušební varianta', definition: added });
  });
});
