import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../../../src/client/api/admin.js';
import { emptyUserForm, userBody, userFormErrors, userFormOf, type UserForm } from '../../../../../src/client/features/admin/user-form.js';

const filled: UserForm = {
  ...emptyUserForm(),
  email: ' nova@firma.cz ',
  name: ' Nová Uživatelka ',
  companyId: '3',
  variantName: 'general',
  code: '123456',
};

describe('the add/edit user form', () => {
  it('requires the e-mail, the name, the company, the variant and, for a new user, a generated code', () => {
    expect(userFormErrors(emptyUserForm(), true)).toEqual({
      email: 'emailRequired',
      name: 'nameRequired',
      companyId: 'companyRequired',
      variantName: 'variantRequired',
      code: 'codeRequired',
    });
    expect(userFormErrors(filled, true)).toEqual({});
    expect(userFormErrors({ ...filled, name: '\u200b\u0007' }, true)).toEqual({ name: 'nameRequired' });
  });

  it('needs no code to edit an existing user', () => {
    expect(userFormErrors({ ...filled, code: '' }, false)).toEqual({});
    expect(userFormErrors({ ...filled, code: '' }, true)).toEqual({ code: 'codeRequired' });
  });

  it('refuses an e-mail that is not one', () => {
    expect(userFormErrors({ ...filled, email: 'nova@firma' }, true)).toEqual({ email: 'emailInvalid' });
  });

  it('sends role user only, trimmed texts, blanks as null and the welcome e-mail only with a code', () => {
    const body = userBody({ ...filled, osloveni: ' ', seniority: 'lead', modules: ['people'] });
    expect(body).toEqual({
      email: 'nova@firma.cz',
      company_id: 3,
      variant_name: 'general',
      onboarding_code: '123456',
      osloveni: null,
      roles: ['user'],
      modules: ['people'],
      send_welcome_email: true,
      profile: { name: 'Nová Uživatelka', job_title: null, department: null, seniority: 'lead', managerial_experience: null, notes: null },
    });
    const edit = userBody({ ...filled, code: '' });
    expect(edit).not.toHaveProperty('onboarding_code');
    expect(edit.send_welcome_email).toBe(false);
  });

  it('is filled from a stored user, without a code and without a welcome e-mail', () => {
    const user = {
      email: 'x@y.cz',
      osloveni: 'Pane X',
      company_id: 7,
      variant_name: 'general',
      granted_modules: ['people'],
      profile: { name: 'X Y', job_title: 'CEO', department: null, seniority: 'director', managerial_experience: '10+', notes: null },
    } as unknown as AdminUser;
    expect(userFormOf(user)).toEqual({
      email: 'x@y.cz',
      osloveni: 'Pane X',
      name: 'X Y',
      companyId: '7',
      variantName: 'general',
      code: '',
      jobTitle: 'CEO',
      department: '',
      seniority: 'director',
      managerialExperience: '10+',
      notes: '',
      modules: ['people'],
      sendWelcome: false,
    });
  });
});
