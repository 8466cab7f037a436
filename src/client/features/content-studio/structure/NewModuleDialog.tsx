import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Field, Input, NativeSelect, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { createModule, type VariantStructure } from '../../../api/structure';
import { MODULE_ICON_NAMES } from '../../../components/ModuleIcon';
import { nameFromDisplay } from '../../../../engine/step-editor/structure';
import { AdminDialog } from '../../admin/AdminDialog';
import { DialogError } from '../../admin/AdminAlert';
import { failureText } from '../../admin/run-with-alert';
import { CzechNameField } from './CzechNameField';

interface Props {
  variant: VariantStructure;
  onCreated(displayName: string): void;
  onClose(): void;
}

/** 'Nový modul': a module at the end of the variant, its system name made from the Czech name as the server makes it. */
export function NewModuleDialog({ variant, onCreated, onClose }: Props) {
  const { t } = useTranslation('studio');
  const [form, setForm] = useState({ nameCs: '', nameEn: '', descriptionCs: '', descriptionEn: '', icon: 'workflow' });
  const [adminSelectable, setAdminSelectable] = useState(true);
  const [requires, setRequires] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const systemName = nameFromDisplay(form.nameCs);
  const nameProblem = !form.nameCs.trim() ? t('structure.module.nameRequired') : !systemName ? t('structure.noName') : '';
  // Two modules of one name would puzzle members: the author hears of the one there is (a placeholder, often).
  const sameName = variant.modules.find(
    (m) => m.display_name.trim().toLocaleLowerCase('cs') === form.nameCs.trim().toLocaleLowerCase('cs'),
  );
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (nameProblem) return;
    setBusy(true);
    setFailure('');
    try {
      await createModule(variant.variant_name, {
        display_name: { cs: form.nameCs.trim(), en: form.nameEn.trim() },
        description: { cs: form.descriptionCs.trim(), en: form.descriptionEn.trim() },
        icon: form.icon,
        admin_selectable: adminSelectable,
        requires,
      });
      onCreated(form.nameCs.trim());
    } catch (err) {
      setFailure(await failureText(err, t('structure.module.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminDialog
      open
      size="lg"
      title={t('structure.module.title', { name: variant.display_name })}
      onClose={onClose}
      keepOnOutsideClick
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('structure.module.cancel')}
          </Button>
          <Button type="submit" form="new-module" colorPalette="blue" loading={busy}>
            {t('structure.module.submit')}
          </Button>
        </>
      }
    >
      <form id="new-module" onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <CzechNameField
            label={t('structure.module.nameCs')}
            value={form.nameCs}
            onChange={(nameCs) => setForm((f) => ({ ...f, nameCs }))}
            problem={nameProblem}
            showProblem={touched}
            systemName={systemName}
          >
            {sameName && (
              <Text fontSize="sm" color="orange.fg">
                {t('structure.module.sameName', { name: sameName.module_name })}
              </Text>
            )}
          </CzechNameField>
          <Field.Root>
            <Field.Label>{t('structure.module.nameEn')}</Field.Label>
            <Input value={form.nameEn} onChange={set('nameEn')} maxLength={120} autoComplete="off" lang="en" />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('structure.module.descriptionCs')}</Field.Label>
            <Textarea value={form.descriptionCs} onChange={set('descriptionCs')} maxLength={1000} rows={2} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('structure.module.descriptionEn')}</Field.Label>
            <Textarea value={form.descriptionEn} onChange={set('descriptionEn')} maxLength={1000} rows={2} lang="en" />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('structure.module.icon')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={form.icon} onChange={set('icon')}>
                {MODULE_ICON_NAMES.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Switch.Root checked={adminSelectable} onCheckedChange={(e) => setAdminSelectable(e.checked)} colorPalette="blue">
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{t('structure.module.adminSelectable')}</Switch.Label>
            </Switch.Root>
            <Field.HelperText>{t('structure.module.adminSelectableHint')}</Field.HelperText>
          </Field.Root>
          <RequiresChoice modules={variant.modules} except="" value={requires} onChange={setRequires} />
          <DialogError text={failure} />
        </Stack>
      </form>
    </AdminDialog>
  );
}

/** The modules a member completes first, as checkboxes (every module of the variant but `except`). */
export function RequiresChoice({
  modules,
  except,
  value,
  onChange,
}: {
  modules: VariantStructure['modules'];
  except: string;
  value: string[];
  onChange(next: string[]): void;
}) {
  const { t } = useTranslation('studio');
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="medium" fontSize="sm">
        {t('structure.module.requires')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('structure.module.requiresHint')}
      </Text>
      {modules
        .filter((m) => m.module_name !== except)
        .map((m) => (
          <Checkbox.Root
            key={m.module_name}
            checked={value.includes(m.module_name)}
            onCheckedChange={(e) => onChange(e.checked ? [...value, m.module_name] : value.filter((name) => name !== m.module_name))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{m.display_name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
    </Stack>
  );
}
