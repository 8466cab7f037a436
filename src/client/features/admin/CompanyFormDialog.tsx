import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { createCompany, SIZE_REVENUE, updateCompany, type Company } from '../../api/admin';
import { DialogError } from './AdminAlert';
import { AdminDialog } from './AdminDialog';
import { failureText } from './run-with-alert';
import { companyBody, companyFormErrors, companyFormOf, emptyCompanyForm, type CompanyForm, type CompanyFormErrors } from './company-form';
import { SelectField, TextAreaField, TextField } from './FormFields';

interface Props {
  /** null adds a new company. */
  company: Company | null;
  /** Sectors already in use, offered while typing (the sector list is free text). */
  sectors: string[];
  onClose(): void;
  onSaved(message: string): void;
}

/** Add or edit a company: the name required, employees and teams whole numbers, a size band. */
export function CompanyFormDialog({ company, sectors, onClose, onSaved }: Props) {
  const { t } = useTranslation('admin');
  const isNew = company === null;
  const [form, setForm] = useState<CompanyForm>(() => (company ? companyFormOf(company) : emptyCompanyForm()));
  const [errors, setErrors] = useState<CompanyFormErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: keyof CompanyForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const errorOf = (field: keyof CompanyFormErrors) => errors[field] && `companyForm.${errors[field]}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = companyFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length) return setFailure(t('companyForm.fixFields'));
    setFailure('');
    setBusy(true);
    try {
      if (isNew) await createCompany(companyBody(form));
      else await updateCompany(company.id, companyBody(form));
      onSaved(t(isNew ? 'success.companyCreated' : 'success.companyUpdated'));
    } catch (err) {
      setFailure(await failureText(err, t(isNew ? 'errors.saveCompany' : 'errors.updateCompany')));
    } finally {
      setBusy(false);
    }
  };

  const count = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;
  return (
    <AdminDialog
      open
      size="lg"
      keepOnOutsideClick
      title={isNew ? t('companyForm.titleNew') : t('companyForm.titleEdit')}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form="company-form" colorPalette="blue" loading={busy}>
            {isNew ? t('companyForm.create') : t('save')}
          </Button>
        </>
      }
    >
      <form id="company-form" onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <TextField label={t('companyForm.name')} value={form.name} onChange={set('name')} required error={errorOf('name')} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField
              label={t('companyForm.sector')}
              value={form.sector}
              onChange={set('sector')}
              inputProps={{ list: 'company-sectors' }}
            />
            <TextField label={t('companyForm.location')} value={form.location} onChange={set('location')} />
            <TextField
              label={t('companyForm.corporationId')}
              value={form.corporationId}
              onChange={set('corporationId')}
              inputProps={{ inputMode: 'numeric' }}
            />
            <SelectField
              label={t('companyForm.sizeRevenue')}
              value={form.sizeRevenue}
              onChange={set('sizeRevenue')}
              placeholder={t('notSet')}
              options={SIZE_REVENUE.map((s) => ({ value: s, label: t(`sizeRevenue.${s}`) }))}
            />
            <TextField
              label={t('companyForm.employees')}
              value={form.employees}
              onChange={set('employees')}
              error={errorOf('employees')}
              inputProps={count}
            />
            <TextField
              label={t('companyForm.teams')}
              value={form.teams}
              onChange={set('teams')}
              error={errorOf('teams')}
              inputProps={count}
            />
          </SimpleGrid>
          <TextAreaField label={t('companyForm.notes')} value={form.notes} onChange={set('notes')} />
          <datalist id="company-sectors">
            {sectors.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
          <DialogError text={failure} />
        </Stack>
      </form>
    </AdminDialog>
  );
}
