import type { EditorState } from '../../../../src/engine/step-editor/types.js';

/**
 * The 'Procesy' step the rule operations are tried on, as an author has it half made: whether the
 * team has its processes described, a note, and a table of processes with a name, a maturity 1-5
 * and an improvement idea (at least 10 characters once written).
 */
export function procesy(): EditorState {
  const k = (what: string) => `steps/procesy:process_map.${what}`;
  return {
    module: 'procesy',
    step: 'process_map',
    files: {
      schema: {
        type: 'object',
        additionalProperties: false,
        properties: {
          described: { type: ['string', 'null'], enum: ['Ano', 'Ne', null] },
          note: { type: 'string', maxLength: 500, completion: { pattern: '\\S' } },
          processes: {
            type: 'array',
            maxItems: 10,
            items: {
              type: 'object',
              additionalProperties: false,
              properties: {
                id: { type: 'integer' },
                name: { type: 'string', maxLength: 200 },
                maturity: { type: ['integer', 'null'], minimum: 1, maximum: 5 },
                idea: { type: 'string', maxLength: 1000, completion: { minLength: 10 } },
              },
            },
          },
        },
        completion: { required: ['described', 'note'] },
      },
      ui: {
        'ui:order': ['described', 'note', 'processes'],
        described: { 'ui:widget': 'ChoiceWidget', 'ui:title': k('described.label') },
        note: { 'ui:widget': 'AutogrowTextareaWidget', 'ui:title': k('note.label') },
        processes: {
          'ui:title': k('processes.label'),
          items: {
            id: { 'ui:widget': 'hidden' },
            name: { 'ui:title': k('processes.name.label') },
            maturity: { 'ui:widget': 'NumberWidget', 'ui:title': k('processes.maturity.label') },
            idea: { 'ui:widget': 'AutogrowTextareaWidget', 'ui:title': k('processes.idea.label') },
          },
        },
      },
      rules: {
        title: k('title'),
        messages: [
          { path: '/described', message: k('described.required') },
          { path: '/note', message: k('note.required') },
          { path: '/processes/*/idea', keyword: 'minLength', message: k('processes.idea.minLength') },
        ],
      },
    },
    texts: {
      cs: {
        [k('title')]: 'Mapa procesů',
        [k('described.label')]: 'Máte procesy popsané?',
        [k('described.required')]: 'Odpovězte, zda máte procesy popsané',
        [k('note.label')]: 'Poznámka',
        [k('note.required')]: 'Poznámka je povinná',
        [k('processes.label')]: 'Procesy',
        [k('processes.name.label')]: 'Název procesu',
        [k('processes.maturity.label')]: 'Vyspělost',
        [k('processes.idea.label')]: 'Nápad na zlepšení',
        [k('processes.idea.minLength')]: 'Proces {{n}}: Nápad musí mít alespoň 10 znaků',
      },
      en: {
        [k('title')]: 'Process map',
        [k('described.label')]: 'Are your processes described?',
        [k('described.required')]: 'Say whether your processes are described',
        [k('note.label')]: 'Note',
        [k('note.required')]: 'The note is required',
        [k('processes.label')]: 'Processes',
        [k('processes.name.label')]: 'Process name',
        [k('processes.maturity.label')]: 'Maturity',
        [k('processes.idea.label')]: 'Improvement idea',
        [k('processes.idea.minLength')]: 'Process {{n}}: the idea needs at least 10 characters',
      },
    },
  };
}
