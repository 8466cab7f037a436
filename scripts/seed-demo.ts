// Adds a demo company and a demo member (general variant, people module) and prints the member's
// fresh onboarding code, so a newcomer can try both roles. Safe to run again: it renews the code.
import { eq } from 'drizzle-orm';
import { configFromEnv } from '../src/server/config.js';
import { lockDataDir } from '../src/server/db/data-dir-lock.js';
import { openDb } from '../src/server/db/open.js';
import { companies, users } from '../src/server/db/schema.js';
import { buildCatalog, loadVariantFiles } from '../src/content/variants.js';
import { storeVariants } from '../src/server/services/variant-store.js';
import { createAccount, createCompany } from '../src/server/services/accounts.js';
import { issueOnboardingCode } from '../src/server/services/onboarding-codes.js';

const DEMO_EMAIL = 'clen@example.com';
const DEMO_COMPANY = 'Demo Strategie s.r.o.';

const config = configFromEnv();
let release = () => {};
try {
  if (!config.databaseUrl) release = lockDataDir(config.dataDir);
} catch (err) {
  console.error(`${(err as Error).message}\nStop the server first; seed:demo needs the embedded database to itself.`);
  process.exit(1);
}
const opened = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMode: config.databasePoolMode });
try {
  await storeVariants(opened.db, [...buildCatalog(loadVariantFiles()).variants.values()]);
  const [company] = await opened.db.select().from(companies).where(eq(companies.name, DEMO_COMPANY));
  const companyId =
    company?.id ??
    (
      await createCompany(opened.db, {
        name: DEMO_COMPANY,
        sector: 'Služby',
        location: 'Praha',
        number_of_employees: 42,
        number_of_teams: 4,
        size_revenue: 'medium',
      })
    ).id;
  const [existing] = await opened.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
  const member =
    existing ??
    (await createAccount(opened.db, {
      email: DEMO_EMAIL,
      name: 'Demo Člen',
      osloveni: 'Vážený pane',
      companyId,
      variant: 'general',
      modules: ['people'],
    }));
  const code = await issueOnboardingCode(opened.db, member.id);
  console.log(
    `Demo member: ${DEMO_EMAIL}\nOnboarding code (valid 14 days): ${code}\nSign in at ${config.publicUrl}/ with "first time here" and this code.`,
  );
} finally {
  await opened.close();
  release();
}
