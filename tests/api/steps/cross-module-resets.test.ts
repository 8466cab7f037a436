import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { FIXTURE_CONTENT, fixtureMember } from '../../support/fixture-content.js';

/**
 * Resets follow the dependency graph across modules (issue 30, item 4), on the fixture variant
 * test_deps: people (team_roles_revision, notes), owners (tasks: owners chosen from the roles; review) and
 * digest (summary: rows derived from the tasks).
 */
describe('resets across modules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ stepSchemasDir: FIXTURE_CONTENT });
  });
  afterAll(() => t.close());

  type Call = Awaited<ReturnType<typeof fixtureMember>>;
  interface Step {
    step_name: string;
    status: string;
    completed: boolean;
    reopened?: { by: string; display_name: string; at: string };
  }
  interface Module {
    module_name: string;
    steps: Step[];
  }

  const roles = (...positions: string[]) => ({ roles: positions.map((position, i) => ({ id: i + 1, position })) });

  /** A member with every step of the three modules completed. */
  async function everythingCompleted(): Promise<Call> {
    const call = await fixtureMember(t, 'test_deps', '');
    const ok = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
      const res = await call(method, url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
      return res;
    };
    await ok('POST', 'people/roles', roles('Vedoucí', 'Analytik'));
    await ok('POST', 'people/roles/complete');
    await ok('POST', 'people/notes/complete');
    await ok('POST', 'owners/tasks', {
      tasks: [
        { id: 1, task: 'Rozpočet', owner: 'Vedoucí' },
        { id: 2, task: 'Reporting', owner: 'Analytik' },
      ],
    });
    await ok('POST', 'owners/tasks/complete');
    await ok('POST', 'owners/review/complete');
    expect((await ok('GET', 'digest/summary')).json()).toEqual({
      rows: [
        { id: 1, task: 'Rozpočet' },
        { id: 2, task: 'Reporting' },
      ],
    });
    await ok('POST', 'digest/summary/complete');
    return call;
  }

  async function steps(call: Call): Promise<Record<string, Step>> {
    const res = await call('GET', 'variants/my-variant');
    expect(res.statusCode).toBe(200);
    const modules = res.json().modules as Module[];
    return Object.fromEntries(modules.flatMap((m) => m.steps.map((s) => [`${m.module_name}/${s.step_name}`, s])));
  }

  it("reopens the other module's step that takes its choices from the changed roles, and what builds on it, with the reason", async () => {
    const call = await everythingCompleted();
    const before = await steps(call);
    expect(Object.values(before).every((s) => s.status === 'completed' && !s.reopened)).toBe(true);

    const started = Date.now();
    const saved = await call('POST', 'people/roles', roles('Ředitel', 'Analytik'));
    expect(saved.statusCode).toBe(200);
    // The answer names what it reopened elsewhere, so the browser drops its copy of the progress.
    expect(saved.headers['x-steps-reopened']).toBe('owners/tasks,owners/review,digest/summary');
    const after = await steps(call);
    // The tasks choose among the roles: reopened, data kept; the step after it is locked again.
    expect(after['owners/tasks']).toMatchObject({
      status: 'available',
      completed: false,
      reopened: { by: 'people/team_roles_revision', display_name: 'Role v týmu' },
    });
    expect(Date.parse(after['owners/tasks']!.reopened!.at)).toBeGreaterThanOrEqual(started - 1000);
    expect(after['owners/review']).toMatchObject({
      status: 'locked',
      completed: false,
      reopened: { by: 'people/team_roles_revision', display_name: 'Role v týmu' },
    });
    // The summary derives its rows from the tasks: downstream, in a third module.
    expect(after['digest/summary']).toMatchObject({
      status: 'available',
      completed: false,
      reopened: { by: 'people/team_roles_revision' },
    });
    // The roles step's own module is the browser's reset call (the spec's message), as before.
    expect(after['people/team_roles_revision']).toMatchObject({ status: 'completed' });
    expect(after['people/notes']).toMatchObject({ status: 'completed' });
    expect(after['people/notes']!.reopened).toBeUndefined();

    // The progress API answers the same.
    const progress = (await call('GET', 'variants/progress')).json().user_variants[0].modules as Module[];
    expect(progress.find((m) => m.module_name === 'owners')!.steps[0]).toMatchObject({
      step_name: 'tasks',
      reopened: { by: 'people/team_roles_revision', display_name: 'Role v týmu' },
    });

    // The owners link their roles by id (optionSources[].ref): a renamed role renames the owner, data kept.
    const tasks = await call('GET', 'owners/tasks');
    expect(tasks.headers['x-step-status']).toBe('in_progress');
    expect(tasks.json()).toEqual({
      tasks: [
        { id: 1, task: 'Rozpočet', owner: 'Ředitel', owner_role_id: 1 },
        { id: 2, task: 'Reporting', owner: 'Analytik', owner_role_id: 2 },
      ],
    });
    // An owner whose role is removed must be chosen again before the step completes.
    await call('POST', 'people/roles', { roles: [{ id: 2, position: 'Analytik' }] });
    expect((await call('GET', 'owners/tasks')).json().tasks[0]).toEqual({ id: 1, task: 'Rozpočet', owner: 'Vedoucí', owner_role_id: 1 });
    expect((await call('POST', 'owners/tasks/complete')).statusCode).toBe(422);
    await call('POST', 'owners/tasks', {
      tasks: [
        { id: 1, task: 'Rozpočet', owner: 'Analytik' },
        { id: 2, task: 'Reporting', owner: 'Analytik' },
      ],
    });
    expect((await call('POST', 'owners/tasks/complete')).statusCode).toBe(200);
    const completed = await steps(call);
    expect(completed['owners/tasks']).toMatchObject({ status: 'completed' });
    expect(completed['owners/tasks']!.reopened).toBeUndefined();
    expect(completed['owners/review']).toMatchObject({ status: 'available', reopened: { by: 'people/team_roles_revision' } });
  });

  it('keeps the other modules completed when the change is none they read: reordered roles, spaces around a text, another field', async () => {
    const call = await everythingCompleted();
    for (const body of [roles('Analytik', 'Vedoucí'), roles(' Vedoucí ', 'Analytik')]) {
      const res = await call('POST', 'people/roles', body);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-steps-reopened']).toBeUndefined();
    }
    // A task's owner is no part of what the summary reads (its task names).
    expect(
      (
        await call('POST', 'owners/tasks', {
          tasks: [
            { id: 1, task: 'Rozpočet', owner: 'Analytik' },
            { id: 2, task: 'Reporting', owner: 'Analytik' },
          ],
        })
      ).statusCode,
    ).toBe(200);
    const after = await steps(call);
    expect(
      Object.entries(after)
        .filter(([, s]) => s.status !== 'completed')
        .map(([k]) => k),
    ).toEqual([]);
  });

  it("follows the graph from the reset call: the module's later steps as before, and the other modules' steps built on the named one", async () => {
    const call = await everythingCompleted();
    const reset = await call('POST', 'people/reset-dependent-steps', { step_name: 'team_roles_revision' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({
      message: 'Následující kroky je potřeba dokončit znovu.',
      reset_steps: ['notes'],
      reset_elsewhere: ['owners/tasks', 'owners/review', 'digest/summary'],
    });
    const after = await steps(call);
    for (const key of ['people/notes', 'owners/tasks', 'owners/review', 'digest/summary']) {
      expect(after[key], key).toMatchObject({
        completed: false,
        reopened: { by: 'people/team_roles_revision', display_name: 'Role v týmu' },
      });
    }
    // A change in the middle: only what builds on the tasks, and the steps after it in its module.
    await call('POST', 'people/notes/complete');
    await call('POST', 'owners/tasks/complete');
    await call('POST', 'owners/review/complete');
    await call('POST', 'digest/summary/complete');
    const middle = await call('POST', 'owners/reset-dependent-steps', { step_name: 'tasks' });
    expect(middle.json()).toEqual({
      message: 'Následující kroky je potřeba dokončit znovu.',
      reset_steps: ['review'],
      reset_elsewhere: ['digest/summary'],
    });
    const last = await steps(call);
    expect(last['digest/summary']).toMatchObject({ completed: false, reopened: { by: 'owners/tasks', display_name: 'Vlastníci úkolů' } });
    expect(last['people/team_roles_revision']).toMatchObject({ status: 'completed' });
    expect(last['people/notes']).toMatchObject({ status: 'completed' });
  });

  it('reopens a step of a third module derived from a changed step of the second, and nothing upstream', async () => {
    const call = await everythingCompleted();
    // Renaming a task changes what the summary derives: the summary is reopened with the tasks as the reason.
    expect(
      (
        await call('POST', 'owners/tasks', {
          tasks: [
            { id: 1, task: 'Rozpočet 2027', owner: 'Vedoucí' },
            { id: 2, task: 'Reporting', owner: 'Analytik' },
          ],
        })
      ).statusCode,
    ).toBe(200);
    const after = await steps(call);
    expect(after['digest/summary']).toMatchObject({ completed: false, reopened: { by: 'owners/tasks', display_name: 'Vlastníci úkolů' } });
    expect(after['owners/review']).toMatchObject({ status: 'completed' });
    expect(after['people/notes']).toMatchObject({ status: 'completed' });
  });
});
