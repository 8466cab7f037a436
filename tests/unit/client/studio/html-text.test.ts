import { describe, expect, it } from 'vitest';
import { editorValue, isHtml, isHtmlRow } from '../../../../src/client/features/content-studio/texts/html-text';

describe('what counts as an HTML text', () => {
  it('is a text holding an allowlisted tag', () => {
    expect(isHtml('<p>Každá dobrá strategie…</p>')).toBe(true);
    expect(isHtml('Řádek<br>další')).toBe(true);
    expect(isHtml('Viz <a href="https://example.com">odkaz</a>')).toBe(true);
    expect(isHtml('<UL><li>x</li></UL>')).toBe(true);
  });

  it('is not plain text that merely has angle brackets, nor a tag outside the allowlist', () => {
    for (const plain of ['a < b a b > c', '<3', 'Vítejte', '', null, undefined, '<script>alert(1)</script>', '<img src=x>', '<press>']) {
      expect(isHtml(plain), String(plain)).toBe(false);
    }
  });

  it('makes a row HTML when either language is', () => {
    expect(isHtmlRow({ cs: '<p>Ahoj</p>', en: null })).toBe(true);
    expect(isHtmlRow({ cs: 'Ahoj', en: '<p>Hello</p>' })).toBe(true);
    expect(isHtmlRow({ cs: 'Ahoj', en: null })).toBe(false);
  });

  it("takes an empty editor's paragraph for no text", () => {
    expect(editorValue('<p></p>')).toBe('');
    expect(editorValue('<p><br></p>')).toBe('');
    expect(editorValue('<p>x</p>')).toBe('<p>x</p>');
    expect(editorValue('<p>x</p><ul><li><p>y</p></li></ul><p></p>')).toBe('<p>x</p><ul><li><p>y</p></li></ul>');
    expect(editorValue('<p>x</p><p></p><p>z</p>')).toBe('<p>x</p><p></p><p>z</p>');
  });
});
