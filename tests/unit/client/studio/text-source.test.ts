import { describe, expect, it } from 'vitest';
import { parseSource, parseTextsLink, sourceParam, textsHref } from '../../../../src/client/features/content-studio/texts/text-source';

const link = (query: string) => parseTextsLink(new URLSearchParams(query));

describe('the texts tab deep link', () => {
  it('reads a namespace, a variant file and a key', () => {
    expect(link('tab=texts&source=steps/people&key=roles.description')).toEqual({
      source: { namespace: 'steps/people' },
      key: 'roles.description',
    });
    expect(link('source=variants/general')).toEqual({ source: { namespace: 'variants/general' } });
    expect(link('source=variant:automotive_manazer_dealerstvi&key=modules.0.display_name')).toEqual({
      source: { variant: 'automotive_manazer_dealerstvi' },
      key: 'modules.0.display_name',
    });
  });

  it('opens nothing for a source the server would not know, and drops a malformed key', () => {
    for (const bad of ['', 'people', 'steps/', 'locales/cs/steps/people', 'steps/../admin', 'variant:', 'variant:A B', 'other/x']) {
      expect(link(`source=${encodeURIComponent(bad)}`), bad).toBeNull();
    }
    expect(link('source=steps/people&key=a..b')).toEqual({ source: { namespace: 'steps/people' } });
    expect(link('source=steps/people&key=<script>')).toEqual({ source: { namespace: 'steps/people' } });
  });

  it('writes what it reads', () => {
    for (const param of ['steps/people', 'variants/general', 'variant:general']) expect(sourceParam(parseSource(param)!)).toBe(param);
    const href = textsHref({ variant: 'general' }, 'description');
    expect(href).toBe('/admin/content?tab=texts&source=variant%3Ageneral&key=description');
    expect(link(href.split('?')[1]!)).toEqual({ source: { variant: 'general' }, key: 'description' });
  });
});
