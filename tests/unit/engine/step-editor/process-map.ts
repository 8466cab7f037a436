import type { EditorField, EditorState } from '../../../../src/engine/step-editor/types.js';

const key = (what: string) => `steps/process:process_map.${what}`;

/**
 * The 'Procesy' module's map of processes as an author has it before taking owners from the roles
 * and deriving the priorities (issue 33): a table of processes (name, owner, maturity 1-5, an
 * idea) and a list of priorities with a first step of at least 10 characters.
 */
export function processMap(): EditorState {
  return {
    module: 'process',
    step: 'process_map',
    files: {
      schema: {
        type: 'object',
        additionalProperties: false,
        properties: {
          processes: {
            type: 'array',
            maxItems: 30,
            items: {
              type: 'object',
              additionalProperties: false,
              properties: {
                id: { type: 'integer', minimum: 1 },
                name: { type: 'string', maxLength: 200, completion: { pattern: '\\S' } },
                owner: { type: 'string', maxLength: 100, completion: { pattern: '\\S' } },
                maturity: { type: ['integer', 'null'], minimum: 1, maximum: 5, completion: { type: 'integer' } },
                idea: { type: 'string', maxLength: 2000 },
              },
              completion: { required: ['name', 'owner', 'maturity'] },
            },
            completion: { minItems: 1 },
          },
          priorities: {
            type: 'array',
            maxItems: 10,
            items: {
              type: 'object',
              additionalProperties: false,
              properties: { first_step: { type: 'string', maxLength: 500, completion: { minLength: 10 } } },
              completion: { required: ['first_step'] },
            },
          },
        },
        completion: { required: ['processes'] },
      },
      ui: {
        'ui:order': ['processes', 'priorities'],
        processes: {
          'ui:title': key('processes.label'),
          'ui:options': { addLabel: key('processes.add') },
          items: {
            'ui:options': { layout: 'row' },
            id: { 'ui:widget': 'hidden' },
            name: { 'ui:title': key('processes.name.label') },
            owner: { 'ui:title': key('processes.owner.label') },
            maturity: { 'ui:widget': 'NumberWidget', 'ui:title': key('processes.maturity.label') },
            idea: { 'ui:widget': 'AutogrowTextareaWidget', 'ui:title': key('processes.idea.label') },
          },
        },
        priorities: {
          'ui:title': key('priorities.label'),
          items: { first_step: { 'ui:widget': 'AutogrowTextareaWidget', 'ui:title': key('priorities.first_step.label') } },
        },
      },
      rules: {
        title: key('title'),
        messages: [
          { path: '/processes', message: key('processes.required') },
          { path: '/processes/*/name', message: key('processes.name.required') },
          { path: '/processes/*/owner', message: key('processes.owner.required') },
          { path: '/processes/*/maturity', message: key('processes.maturity.required'), draft: true },
          { path: '/priorities/*/first_step', message: key('priorities.first_step.minLength') },
        ],
        reveal: [
          {
            target: '/processes/*/idea',
            when: { scope: '/processes/*/maturity', schema: { type: 'integer', maximum: 2 } },
          },
        ],
      },
    },
    texts: {
      cs: {
        [key('title')]: 'Mapa procesů',
        [key('processes.label')]: 'Procesy',
        [key('processes.add')]: 'Přidat proces',
        [key('processes.name.label')]: 'Proces',
        [key('processes.owner.label')]: 'Vlastník',
        [key('processes.maturity.label')]: 'Zralost (1–5)',
        [key('processes.idea.label')]: 'Nápad na zlepšení',
        [key('processes.required')]: 'Zapište alespoň jeden proces',
        [key('processes.name.required')]: 'Proces {{n}}: Název je povinný',
        [key('processes.owner.required')]: 'Proces {{n}}: Vyberte vlastníka',
        [key('processes.maturity.required')]: 'Proces {{n}}: Zralost je celé číslo 1–5',
        [key('priorities.label')]: 'Priority',
        [key('priorities.first_step.label')]: 'První krok',
        [key('priorities.first_step.minLength')]: 'Priorita {{n}}: První krok musí mít alespoň 10 znaků',
      },
      en: {},
    },
  };
}

export const owner: EditorField = { pointer: '/processes/*/owner', name: 'owner', kind: 'shortText', list: '/processes' };
export const priorities: EditorField = { pointer: '/priorities', name: 'priorities', kind: 'table' };
export const processes: EditorField = { pointer: '/processes', name: 'processes', kind: 'table' };
export { key as processKey };
