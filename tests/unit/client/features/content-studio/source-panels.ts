import fs from 'node:fs';
import type { ContentTree, StepFiles as LoadedFiles, TextRows } from '../../../../../src/client/api/content.js';

/** The draft's tree as the panels read it: the people steps and the process module's map. */
export const tree: ContentTree = {
  published_version: 1,
  variants: [
    {
      variant_name: 'general',
      display_name: 'Obecná varianta',
      texts: 'variants/general',
      modules: [
        {
          module_name: 'people',
          display_name: 'Lidé',
          enabled: true,
          admin_selectable: true,
          steps: [
            { step_name: 'team_goals', display_name: 'Týmové cíle', texts: ['steps/people'] },
            { step_name: 'team_roles_revision', display_name: 'Role v týmu', texts: ['steps/people'] },
          ],
        },
        {
          module_name: 'process',
          display_name: 'Procesy',
          enabled: true,
          admin_selectable: true,
          steps: [{ step_name: 'process_map', display_name: 'Mapa procesů', texts: ['steps/process'] }],
        },
      ],
    },
  ],
};

const read = (file: string) => JSON.parse(fs.readFileSync(`step-schemas/people/team_roles_revision.${file}.json`, 'utf8'));

/** The roles step's files as the draft answers them; `withoutIds` leaves out its ids rule. */
export function rolesFiles(withoutIds = false): LoadedFiles {
  const rules = read('rules');
  if (withoutIds) delete rules.ids;
  return { module: 'people', step: 'team_roles_revision', files: { schema: read('schema'), ui: read('ui'), rules } };
}

export const peopleTexts: TextRows = {
  namespace: 'steps/people',
  rows: [
    { key: 'roles.list.label', cs: 'Role', en: null, state: 'ok' },
    { key: 'roles.list.position', cs: 'Pozice', en: null, state: 'ok' },
    { key: 'roles.list.responsibility', cs: 'Odpovědnost', en: null, state: 'ok' },
  ],
};
