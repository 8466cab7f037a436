import { describe, expect, it } from 'vitest';
import type { ContentTree } from '../../../../src/client/api/content';
import { nodeForSource, rowsOfNode, textsTree } from '../../../../src/client/features/content-studio/texts/texts-tree';

const step = (step_name: string, texts: string[]) => ({ step_name, display_name: step_name.toUpperCase(), texts });
const tree: ContentTree = {
  published_version: 1,
  variants: [
    {
      variant_name: 'general',
      display_name: 'Obecná',
      texts: 'variants/general',
      modules: [
        { module_name: 'intro', display_name: 'Úvod', enabled: true, admin_selectable: false, steps: [step('welcome', ['steps/intro'])] },
        {
          module_name: 'people',
          display_name: 'Lidé',
          enabled: true,
          admin_selectable: true,
          steps: [step('team_goals', ['steps/people']), step('deck', [])],
        },
      ],
    },
    { variant_name: 'bare', display_name: 'Holá', texts: null, modules: [] },
  ],
};
const labels = { variantTexts: 'Texty varianty', variantFile: 'Soubor', stepNamespaces: 'Kroky' };

describe('the texts tree', () => {
  const nodes = textsTree(tree, labels);

  it('lists each variant with its texts, its file, its modules and steps, then the shared step namespaces', () => {
    expect(
      nodes.map((n) => [n.depth, n.label, n.source && ('namespace' in n.source ? n.source.namespace : `variant:${n.source.variant}`)]),
    ).toEqual([
      [0, 'Obecná', undefined],
      [1, 'Texty varianty', 'variants/general'],
      [1, 'Soubor', 'variant:general'],
      [1, 'Úvod', 'steps/intro'],
      [2, 'WELCOME', 'steps/intro'],
      [1, 'Lidé', 'steps/people'],
      [2, 'TEAM_GOALS', 'steps/people'],
      [2, 'DECK', undefined],
      [0, 'Holá', undefined],
      [1, 'Soubor', 'variant:bare'],
      [0, 'Kroky', undefined],
      [1, 'steps/intro', 'steps/intro'],
      [1, 'steps/people', 'steps/people'],
    ]);
    expect(new Set(nodes.map((n) => n.id)).size).toBe(nodes.length);
    expect(nodes.find((n) => n.id === 'variant/general/people/team_goals')?.title).toBe('Obecná › Lidé › TEAM_GOALS');
    expect(nodes.find((n) => n.id === 'variant/general/texts')?.title).toBe('Obecná › Texty varianty');
  });

  it('opens a linked namespace at its shared node and a variant file at its variant', () => {
    expect(nodeForSource(nodes, { namespace: 'steps/people' })?.id).toBe('steps/steps/people');
    expect(nodeForSource(nodes, { variant: 'bare' })?.id).toBe('variant/bare/file');
    expect(nodeForSource(nodes, { namespace: 'steps/unknown' })).toBeUndefined();
  });

  it("shows a step's own group of keys when the namespace has one, else the whole namespace", () => {
    const rows = [{ key: 'team_goals.title' }, { key: 'team_goals_extra' }, { key: 'roles.title' }];
    expect(rowsOfNode(rows, 'team_goals')).toEqual([{ key: 'team_goals.title' }]);
    expect(rowsOfNode(rows, 'team_roles_revision')).toEqual(rows);
    expect(rowsOfNode(rows, undefined)).toEqual(rows);
  });
});
