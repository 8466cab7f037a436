import { describe, expect, it } from 'vitest';
import { orderedMessages } from '../../../../src/engine/steps/index.js';

describe("a message naming its list item by the item's own text (itemText)", () => {
  const rules = [
    { path: '/examples/*/excellent_example', message: 'm:excellent', itemText: 'value_name' },
    { path: '/note', message: 'm:note', itemText: 'value_name' },
  ];
  const data = { examples: [{ value_name: ' Důvěra ' }, { value_name: 'Kvalita' }, {}] };
  const errors = [2, 1, 0].map((i) => ({ path: `/examples/${i}/excellent_example`, keyword: 'required' }));

  it('shows the trimmed text as {{item}} beside the number, item by item', () => {
    expect(orderedMessages(errors, rules, data).map((m) => m.params)).toEqual([
      { n: 1, item: 'Důvěra' },
      { n: 2, item: 'Kvalita' },
      { n: 3 },
    ]);
  });
  it('leaves {{item}} out without the data or outside a list', () => {
    expect(orderedMessages(errors.slice(0, 1), rules).map((m) => m.params)).toEqual([{ n: 3 }]);
    expect(orderedMessages([{ path: '/note', keyword: 'required' }], rules, data).map((m) => m.params)).toEqual([{}]);
  });
});
