import { describe, expect, it } from 'vitest';
import {
  nameFromDisplay,
  newStepFiles,
  StructureError,
  withModuleChanged,
  withNewModule,
  withNewStep,
  withoutStep,
  withStepChanged,
} from '../../../../src/engine/step-editor/structure.js';
import type { VariantDef } from '../../../../src/engine/variants/index.js';

const variant = (): VariantDef => ({
  variant_name: 'general',
  display_name: 'Obecná',
  version: '1',
  modules: [
    {
      module_name: 'intro',
      display_name: 'Úvod',
      admin_selectable: false,
      enabled: true,
      requires: [],
      steps: [
        { step_name: 'welcome', endpoint: 'welcome', route_path: '/intro/welcome', route_aliases: ['/intro'], display_name: 'Vítejte' },
      ],
    },
  ],
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    if (err instanceof StructureError) return { code: err.code, params: err.params };
    throw err;
  }
  throw new Error('not refused');
};

const newModule = { display_name: 'Procesy', description: '', icon: 'workflow', admin_selectable: true, requires: ['intro'] };

describe('names made from Czech display names', () => {
  it('drops diacritics and joins words', () => {
    expect(nameFromDisplay('Mapa procesů')).toBe('mapa_procesu');
    expect(nameFromDisplay('Mapa procesů', '-')).toBe('mapa-procesu');
    expect(nameFromDisplay('  Řízení   změn!  ')).toBe('rizeni_zmen');
  });
  it('starts with a letter, stays short, and is empty without letters or digits', () => {
    expect(nameFromDisplay('5 kroků')).toBe('m_5_kroku');
    expect(nameFromDisplay('Velmi dlouhý název modulu, který se nevejde do čtyřiceti znaků')).toBe('velmi_dlouhy_nazev_modulu_ktery_se');
    expect(nameFromDisplay('!!!')).toBe('');
  });
});

describe('modules', () => {
  it('adds a module at the end, enabled and without steps', () => {
    const { variant: v, module_name } = withNewModule(variant(), newModule, new Set());
    expect(module_name).toBe('procesy');
    expect(v.modules.at(-1)).toEqual({
      module_name: 'procesy',
      display_name: 'Procesy',
      icon: 'workflow',
      admin_selectable: true,
      enabled: true,
      requires: ['intro'],
      steps: [],
    });
  });
  it('refuses a name taken anywhere, one the app uses, none at all, and an unknown prerequisite', () => {
    expect(refusal(() => withNewModule(variant(), newModule, new Set(['procesy']))).code).toBe('moduleTaken');
    expect(refusal(() => withNewModule(variant(), { ...newModule, display_name: 'Intro' }, new Set())).code).toBe('moduleTaken');
    expect(refusal(() => withNewModule(variant(), { ...newModule, display_name: 'Admin' }, new Set())).code).toBe('reservedName');
    expect(refusal(() => withNewModule(variant(), { ...newModule, display_name: '???' }, new Set())).code).toBe('noName');
    expect(refusal(() => withNewModule(variant(), { ...newModule, requires: ['people'] }, new Set())).code).toBe('unknownRequire');
  });
  it('changes prerequisites but refuses a ring and the module itself', () => {
    const v = withNewModule(variant(), newModule, new Set()).variant;
    expect(refusal(() => withModuleChanged(v, 'intro', { requires: ['procesy'] }))).toEqual({
      code: 'requireCycle',
      params: { modules: 'intro → procesy → intro' },
    });
    expect(refusal(() => withModuleChanged(v, 'intro', { requires: ['intro'] })).code).toBe('unknownRequire');
    expect(withModuleChanged(v, 'procesy', { requires: [], display_name: 'Procesy firmy' }).modules[1]).toMatchObject({
      requires: [],
      display_name: 'Procesy firmy',
    });
  });
});

describe('steps', () => {
  const withProcesy = () => withNewModule(variant(), newModule, new Set()).variant;
  it('adds steps named from the display name, at a place, with an address in the module', () => {
    let v = withNewStep(withProcesy(), 'procesy', { display_name: 'Závěr', description: 'Konec', kind: 'reading' }, new Set()).variant;
    const made = withNewStep(
      v,
      'procesy',
      { display_name: 'Mapa procesů', description: '', kind: 'form', position: 0, route: 'mapa' },
      new Set(),
    );
    v = made.variant;
    expect(made.step).toEqual({
      step_name: 'mapa_procesu',
      endpoint: 'mapa-procesu',
      route_path: '/procesy/mapa',
      display_name: 'Mapa procesů',
    });
    expect(v.modules[1]!.steps.map((s) => s.step_name)).toEqual(['mapa_procesu', 'zaver']);
    expect(v.modules[1]!.steps[1]!.route_path).toBe('/procesy/zaver');
  });
  it('refuses a step name with files already, an endpoint and an address taken', () => {
    const v = withNewStep(withProcesy(), 'procesy', { display_name: 'Závěr', description: '', kind: 'reading' }, new Set()).variant;
    expect(refusal(() => withNewStep(v, 'procesy', { display_name: 'Mapa', description: '', kind: 'form' }, new Set(['mapa']))).code).toBe(
      'stepTaken',
    );
    expect(refusal(() => withNewStep(v, 'procesy', { display_name: 'Závěr', description: '', kind: 'form' }, new Set())).code).toBe(
      'stepTaken',
    );
    expect(
      refusal(() => withNewStep(v, 'procesy', { display_name: 'Mapa', description: '', kind: 'form', route: 'zaver' }, new Set())),
    ).toEqual({
      code: 'routeTaken',
      params: { route: '/procesy/zaver', owner: 'procesy/zaver' },
    });
    expect(
      refusal(() => withNewStep(v, 'procesy', { display_name: 'Mapa', description: '', kind: 'form', route: 'workflow' }, new Set())).code,
    ).toBe('reservedName');
    expect(refusal(() => withNewStep(v, 'nic', { display_name: 'Mapa', description: '', kind: 'form' }, new Set())).code).toBe(
      'unknownModule',
    );
  });
  it('moves, renames and readdresses a step; its own address is no clash; takes it out', () => {
    let v = withProcesy();
    for (const name of ['Jedna', 'Dva', 'Tři'])
      v = withNewStep(v, 'procesy', { display_name: name, description: '', kind: 'reading' }, new Set()).variant;
    v = withStepChanged(v, 'procesy', 'tri', { position: 0, display_name: 'Tři!', route: 'tri' });
    expect(v.modules[1]!.steps.map((s) => `${s.step_name}:${s.display_name}:${s.route_path}`)).toEqual([
      'tri:Tři!:/procesy/tri',
      'jedna:Jedna:/procesy/jedna',
      'dva:Dva:/procesy/dva',
    ]);
    v = withStepChanged(v, 'procesy', 'tri', { position: 99 });
    expect(v.modules[1]!.steps.map((s) => s.step_name)).toEqual(['jedna', 'dva', 'tri']);
    expect(refusal(() => withStepChanged(v, 'procesy', 'dva', { route: 'jedna' })).code).toBe('routeTaken');
    expect(withoutStep(v, 'procesy', 'dva').modules[1]!.steps.map((s) => s.step_name)).toEqual(['jedna', 'tri']);
    expect(refusal(() => withoutStep(v, 'procesy', 'nic')).code).toBe('unknownStep');
  });
  it("makes a reading step's rules, and a form's empty schema beside them", () => {
    expect(newStepFiles('procesy', 'zaver', 'reading', true)).toEqual({
      rules: { title: 'steps/procesy:zaver.title', description: 'steps/procesy:zaver.description', messages: [] },
    });
    expect(newStepFiles('procesy', 'mapa', 'form', false)).toEqual({
      rules: { title: 'steps/procesy:mapa.title', messages: [] },
      schema: { type: 'object', additionalProperties: false, properties: {} },
      ui: {},
    });
  });
});
