// Members who may generate the people deck, written into a database a server created (it holds the
// variants then) while no server has it open (a PGlite directory is one process's at a time): the
// steps before the presentation completed, holding a team's stored data as the deck tests store
// it. They sign in with MEMBER_PASSWORD, so a Member (member-client.ts) signs them in.
import { and, eq } from 'drizzle-orm';
import { stepData } from '../../src/server/db/schema.js';
import { openDb } from '../../src/server/db/open.js';
import { createAccount } from '../../src/server/services/accounts.js';
import { BEFORE_DECK, deckSourceData } from '../../tests/support/deck-data.js';
import { Member, MEMBER_PASSWORD } from './member-client.js';

export const GENERATE = '/api/people/generate-presentation';

/** Creates the members (e-mails), each with a team of `teamSize` rated on 5 priority values. */
export async function seedDeckMembers(
  target: { dataDir: string; databaseUrl?: string },
  emails: readonly string[],
  teamSize: number,
): Promise<void> {
  const opened = await openDb({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    for (const email of emails) {
      const user = await createAccount(opened.db, {
        email,
        password: MEMBER_PASSWORD,
        variant: 'general',
        modules: ['people'],
        completedSteps: BEFORE_DECK,
      });
      for (const [key, data] of deckSourceData(teamSize, 5)) {
        const [module, step] = key.split('/') as [string, string];
        await opened.db
          .update(stepData)
          .set({ data })
          .where(and(eq(stepData.user_id, user.id), eq(stepData.module_name, module), eq(stepData.step_name, step)));
      }
    }
  } finally {
    await opened.close();
  }
}

/** A seeded member, signed in to the server at `base`. */
export async function deckMemberOf(base: string, email: string): Promise<Member> {
  const member = new Member(base, email);
  await member.signIn();
  return member;
}
