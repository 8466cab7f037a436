import { describe, expect, it } from 'vitest';
import { shortenEmail } from '../../../../../src/client/features/admin/shorten-email.js';

describe('an e-mail on a mobile card', () => {
  it('stays whole up to 25 characters', () => {
    expect(shortenEmail('a@b.cz')).toBe('a@b.cz');
    expect(shortenEmail('jana.novakova@firma12.cz')).toHaveLength(24);
    expect(shortenEmail('jana.novakova@firma123.cz')).toBe('jana.novakova@firma123.cz');
  });

  it('is cut to 25 characters ending with an ellipsis when longer', () => {
    const short = shortenEmail('jaroslav.dlouhopismenny@velka-spolecnost.cz');
    expect(short).toBe('jaroslav.dlouhopismenny@…');
    expect(short).toHaveLength(25);
  });
});
