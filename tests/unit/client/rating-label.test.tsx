// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router';
import '../../support/client-texts.js';
import { readStepDefinition } from '../../../src/content/step-definitions.js';
import { draftSchema } from '../../../src/engine/steps/index.js';
import { StepForm } from '../../../src/client/step-runner/StepForm.js';
import type { StepModule } from '../../../src/client/step-runner/step-module.js';
import type { StepFormContext } from '../../../src/client/step-runner/step-context.js';

afterEach(cleanup);

/** A step of step-schemas/ as the form gets it: the draft schema, no live validation. */
function step(module: string, name: string): StepModule {
  const def = readStepDefinition(module, name)!;
  return {
    definition: { ...def, schema: { ...draftSchema(def.schema!), $id: 'draft' }, ui: def.ui! },
    validators: { draft: Object.assign(() => true, { errors: null }) },
    conditions: {},
  } as unknown as StepModule;
}

const context: StepFormContext = { hidden: new Set(), saveSoon: vi.fn(), openTips: vi.fn(), busy: false, choices: {} };
const show = (module: StepModule) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>
        <StepForm module={module} data={{}} context={context} onChange={vi.fn()} />
      </MemoryRouter>
    </ChakraProvider>,
  );

describe('a rating names the field it rates', () => {
  it('labels each vision rating after its question, visibly and for screen readers, not "Hodnocení pole N"', () => {
    show(step('people', 'team_vision'));
    const questions = [
      'Čím bude tým za tři roky známý?',
      'Jak bude tým pracovat?',
      'Co bude tým umět, co dnes neumí?',
      'Proč bude stát za to být členem týmu?',
    ];
    for (const question of questions) {
      const name = `Hodnocení: ${question} (0–9)`;
      const slider = screen.getByRole('slider', { name });
      expect(slider.getAttribute('max')).toBe('9');
      // The visible label is the one tied to the slider; its '(0–9)' wraps as one piece.
      const label = document.querySelector(`label[for="${slider.id}"]`)!;
      expect(label.textContent).toBe(name);
      expect(label.lastElementChild?.textContent).toBe('(0–9)');
    }
    expect(screen.getAllByRole('slider')).toHaveLength(4);
    expect(screen.queryByText(/Hodnocení pole/)).toBeNull();
  });

  it('keeps a rating with a question of its own as it is (team goals)', () => {
    show(step('people', 'team_goals'));
    expect(screen.getByRole('slider', { name: 'Jak silně tým tento cíl sdílí? (0–9)' })).toBeTruthy();
  });
});
