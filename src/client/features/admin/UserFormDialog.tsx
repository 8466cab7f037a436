import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  createUser,
  MANAGERIAL_EXPERIENCE,
  SENIORITY,
  updateUser,
  type AdminUser,
  type Company,
  type VariantSummary,
} from '../../api/admin';
import { DialogError } from './AdminAlert';
import { AdminDialog } from './AdminDialog';
import { failureText } from './run-with-alert';
import { SelectField, TextAreaField, TextField } from './FormFields';
import { ModuleCheckboxes } from './ModuleCheckboxes';
import { UserCodeField } from './UserCodeField';
import { emptyUserForm, userBody, userFormErrors, userFormOf, type UserForm, type UserFormErrors } from './user-form';

/** What a save brings back for the page: the alert text and, when a code was issued, the code to show once. */
export interface SavedUser {
  message: string;
  email: string;
  code?: string;
  mailSent?: boolean;
}

interface Props {
  /** null adds a new user. */
  user: AdminUser | null;
  companies: Company[];
  variants: VariantSummary[];
  onClose(): void;
  onSaved(saved: SavedUser): void;
}

/** Add or edit a user (spec section 5); the e-mail is fixed once the user exists. */
export function UserFormDialog({ user, companies, variants, onClose, onSaved }: Props) {
  const { t } = useTranslation('admin');
  const isNew = user === null;
  const [form, setForm] = useState<UserForm>(() => (user ? userFormOf(user) : emptyUserForm()));
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const set =
    <K extends keyof UserForm>(key: K) =>
    (value: UserForm[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = userFormErrors(form, isNew);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) return setFailure(t(first === 'codeRequired' ? 'userForm.codeRequired' : 'userForm.fixFields'));
    setFailure('');
    setBusy(true);
    try {
      const body = userBody(form);
      const saved = isNew ? await createUser(body) : await updateUser(user.id, body);
      onSaved({
        message: t(isNew ? 'success.userCreated' : 'success.userUpdated'),
        email: body.email,
        code: form.code || undefined,
        mailSent: body.send_welcome_email ? saved.mail_sent !== false : undefined,
      });
    } catch (err) {
      setFailure(await failureText(err, t('errors.saveUser')));
    } finally {
      setBusy(false);
    }
  };

  const options = (values: readonly string[], prefix: string) => values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));
  return (
    <AdminDialog
      open
      size="xl"
      keepOnOutsideClick
      title={isNew ? t('userForm.titleNew') : t('userForm.titleEdit')}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form="user-form" colorPalette="blue" loading={busy}>
            {isNew ? t('userForm.create') : t('save')}
          </Button>
        </>
      }
    >
      <form id="user-form" onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField
              label={t('userForm.email')}
              value={form.email}
              onChange={set('email')}
              error={errors.email && `userForm.${errors.email}`}
              required
              readOnly={!isNew}
              help={isNew ? undefined : t('userForm.emailLocked')}
              inputProps={{ type: 'email', autoComplete: 'off' }}
            />
            <TextField label={t('userForm.osloveni')} value={form.osloveni} onChange={set('osloveni')} help={t('userForm.osloveniHelp')} />
            <TextField
              label={t('userForm.name')}
              value={form.name}
              onChange={set('name')}
              error={errors.name && `userForm.${errors.name}`}
              required
            />
            <SelectField
              label={t('userForm.role')}
              value="user"
              onChange={() => undefined}
              options={[{ value: 'user', label: t('role.user') }]}
            />
            <SelectField
              label={t('userForm.company')}
              value={form.companyId}
              onChange={set('companyId')}
              required
              placeholder={t('userForm.chooseCompany')}
              error={errors.companyId && `userForm.${errors.companyId}`}
              options={companies.map((c) => ({ value: String(c.id), label: c.name }))}
            />
            <SelectField
              label={t('userForm.variant')}
              value={form.variantName}
              onChange={set('variantName')}
              required
              placeholder={t('userForm.chooseVariant')}
              error={errors.variantName && `userForm.${errors.variantName}`}
              options={variants.map((v) => ({ value: v.variant_name, label: v.display_name }))}
            />
          </SimpleGrid>
          <UserCodeField
            code={form.code}
            isNew={isNew}
            error={errors.code && `userForm.${errors.code}`}
            onCode={set('code')}
            onFailure={setFailure}
          />
          <Heading as="h3" size="sm">
            {t('userForm.profile')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label={t('userForm.jobTitle')} value={form.jobTitle} onChange={set('jobTitle')} />
            <TextField label={t('userForm.department')} value={form.department} onChange={set('department')} />
            <SelectField
              label={t('userForm.seniority')}
              value={form.seniority}
              onChange={set('seniority')}
              placeholder={t('notSet')}
              options={options(SENIORITY, 'seniority')}
            />
            <SelectField
              label={t('userForm.managerialExperience')}
              value={form.managerialExperience}
              onChange={set('managerialExperience')}
              placeholder={t('notSet')}
              options={options(MANAGERIAL_EXPERIENCE, 'managerialExperience')}
            />
          </SimpleGrid>
          <TextAreaField label={t('userForm.notes')} value={form.notes} onChange={set('notes')} />
          <ModuleCheckboxes variantName={form.variantName} selected={form.modules} onChange={set('modules')} />
          {(isNew || form.code) && (
            <Checkbox.Root checked={form.sendWelcome} onCheckedChange={(e) => set('sendWelcome')(e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('userForm.sendWelcome')}</Checkbox.Label>
            </Checkbox.Root>
          )}
          <DialogError text={failure} />
        </Stack>
      </form>
    </AdminDialog>
  );
}
