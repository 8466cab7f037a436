import { describe, expect, it } from 'vitest';
import i18next from '../../../../support/client-texts.js';

const t = i18next.getFixedT('cs', 'admin');

describe('the admin texts', () => {
  it('count steps and modules with Czech plurals', () => {
    expect([1, 2, 4, 5, 18].map((count) => t('variants.stepCount', { count }))).toEqual([
      '1 krok',
      '2 kroky',
      '4 kroky',
      '5 kroků',
      '18 kroků',
    ]);
    expect([1, 3, 5].map((count) => t('variants.moduleCount', { count }))).toEqual(['1 modul', '3 moduly', '5 modulů']);
  });

  it("hold the spec's alert texts verbatim (section 8)", () => {
    expect(t('errors', { returnObjects: true })).toEqual({
      loadData: 'Chyba při načítání dat',
      loadVariants: 'Chyba při načítání variant',
      generateCode: 'Chyba při generování kódu',
      saveUser: 'Chyba při ukládání uživatele',
      saveCompany: 'Chyba při ukládání společnosti',
      userStatus: 'Chyba při změně stavu uživatele',
      deleteCompany: 'Chyba při mazání společnosti',
      deleteUser: 'Chyba při mazání uživatele',
      updateCompany: 'Chyba při aktualizaci společnosti',
      assignVariant: 'Chyba při přiřazování varianty',
      removeAssignment: 'Chyba při odebírání přiřazení varianty',
      variantDetails: 'Chyba při načítání detailů varianty',
      consistency: 'Chyba při kontrole konzistence',
    });
    expect([t('success.userUpdated'), t('success.userCreated'), t('success.companyCreated'), t('success.companyUpdated')]).toEqual([
      'Uživatel byl aktualizován',
      'Uživatel byl vytvořen',
      'Společnost byla vytvořena',
      'Společnost byla aktualizována',
    ]);
    expect([t('alert.errorPrefix'), t('alert.successPrefix'), t('users.protected'), t('userForm.codeRequired'), t('accessDenied')]).toEqual(
      ['Chyba:', 'Úspěch:', 'Chráněný', 'Nejprve vygenerujte kód pro nového uživatele', 'Access denied. You are not an admin.'],
    );
  });
});
