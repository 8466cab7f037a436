import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Input, NativeSelect, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import { changeStep, createStep, type VariantStructure } from '../../../api/structure';
import { nameFromDisplay } from '../../../../engine/step-editor/structure';
import { AdminDialog } from '../../admin/AdminDialog';
import { DialogError } from '../../admin/AdminAlert';
import { failureText } from '../../admin/run-with-alert';
import { CzechNameField } from './CzechNameField';

type Module = VariantStructure['modules'][number];
type Step = Module['steps'][number];

/** The server's rule for an address after the module's segment (contracts/structure.ts), checked before sending. */
const ROUTE = /^[a-z][a-z0-9-]{0,59}$/;

interface Props {
  variant: string;
  module: Module;
  /** The step to edit; a new step without it. */
  step?: Step;
  onSaved(displayName: string): void;
  onClose(): void;
}

const slugOf = (moduleName: string) => moduleName.replaceAll('_', '-');
/** The part of a step's address after its module's segment. */
const routeTailOf = (module: Module, step: Step) => step.route.slice(`/${slugOf(module.module_name)}/`.length);

/** 'Nový krok' and 'Upravit krok': names, description, kind (new only), address and place in the module. */
export function StepDialog({ variant, module, step, onSaved, onClose }: Props) {
  const { t } = useTranslation('studio');
  const editing = step !== undefined;
  const [form, setForm] = useState({
    nameCs: step?.display_name ?? '',
    nameEn: '',
    descriptionCs: step?.description ?? '',
    descriptionEn: '',
    route: step ? routeTailOf(module, step) : '',
  });
  const [routeEdited, setRouteEdited] = useState(editing);
  const [kind, setKind] = useState<'form' | 'reading'>('form');
  // A step's place is shown as the step it comes before ('Na konec' for the last).
  const [shownPosition] = useState(() => {
    const at = step ? module.steps.indexOf(step) : -1;
    return at >= 0 && at < module.steps.length - 1 ? String(at) : 'end';
  });
  const [position, setPosition] = useState(shownPosition);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const route = routeEdited ? form.route : nameFromDisplay(form.nameCs, '-');
  const nameProblem = !form.nameCs.trim() ? t('structure.step.nameRequired') : !nameFromDisplay(form.nameCs) ? t('structure.noName') : '';
  const routeProblem = route && !ROUTE.test(route) ? t('structure.step.routeRule') : '';
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const others = module.steps.filter((s) => s !== step);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (nameProblem || routeProblem) return;
    setBusy(true);
    setFailure('');
    // A place is sent only when chosen: this list may miss a step added meanwhile, so 'Na konec' as a
    // count, or a step's own place resent, could put it before that one. The server appends a new
    // step without a place and leaves a changed step where it is.
    const place = position === 'end' ? others.length : Number(position);
    const chosen = editing ? position !== shownPosition : position !== 'end';
    try {
      if (editing)
        await changeStep(variant, module.module_name, step.step_name, {
          display_name: form.nameCs.trim(),
          description: form.descriptionCs.trim(),
          ...(route ? { route } : {}),
          ...(chosen ? { position: place } : {}),
        });
      else
        await createStep(variant, module.module_name, {
          display_name: { cs: form.nameCs.trim(), en: form.nameEn.trim() },
          description: { cs: form.descriptionCs.trim(), en: form.descriptionEn.trim() },
          kind,
          ...(route ? { route } : {}),
          ...(chosen ? { position: place } : {}),
        });
      onSaved(form.nameCs.trim());
    } catch (err) {
      setFailure(await failureText(err, t('structure.step.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminDialog
      open
      size="lg"
      title={
        editing ? t('structure.step.editTitle', { name: step.display_name }) : t('structure.step.title', { name: module.display_name })
      }
      onClose={onClose}
      keepOnOutsideClick
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('structure.step.cancel')}
          </Button>
          <Button type="submit" form="step-dialog" colorPalette="blue" loading={busy}>
            {editing ? t('structure.step.save') : t('structure.step.submit')}
          </Button>
        </>
      }
    >
      <form id="step-dialog" onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <CzechNameField
            label={t('structure.step.nameCs')}
            value={form.nameCs}
            onChange={(nameCs) => setForm((f) => ({ ...f, nameCs }))}
            problem={nameProblem}
            showProblem={touched}
            systemName={editing ? undefined : nameFromDisplay(form.nameCs)}
          />
          {!editing && (
            <Field.Root>
              <Field.Label>{t('structure.step.nameEn')}</Field.Label>
              <Input value={form.nameEn} onChange={set('nameEn')} maxLength={120} autoComplete="off" lang="en" />
            </Field.Root>
          )}
          <Field.Root>
            <Field.Label>{t('structure.step.descriptionCs')}</Field.Label>
            <Textarea value={form.descriptionCs} onChange={set('descriptionCs')} maxLength={1000} rows={3} />
            <Field.HelperText>{t('structure.step.descriptionHint')}</Field.HelperText>
          </Field.Root>
          {!editing && (
            <Field.Root>
              <Field.Label>{t('structure.step.descriptionEn')}</Field.Label>
              <Textarea value={form.descriptionEn} onChange={set('descriptionEn')} maxLength={1000} rows={3} lang="en" />
            </Field.Root>
          )}
          {!editing && (
            <RadioGroup.Root
              value={kind}
              onValueChange={(e) => setKind(e.value as 'form' | 'reading')}
              aria-label={t('structure.step.kind')}
            >
              <Stack gap="2">
                {(['form', 'reading'] as const).map((k) => (
                  <RadioGroup.Item key={k} value={k}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t(k === 'form' ? 'structure.step.kindForm' : 'structure.step.kindReading')}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          )}
          <Field.Root invalid={touched && Boolean(routeProblem)}>
            <Field.Label>{t('structure.step.route')}</Field.Label>
            <Input
              value={route}
              onChange={(e) => {
                setRouteEdited(true);
                setForm((f) => ({ ...f, route: e.target.value.trim() }));
              }}
              maxLength={60}
              autoComplete="off"
              spellCheck={false}
              fontFamily="mono"
            />
            {touched && routeProblem ? (
              <Field.ErrorText>{routeProblem}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('structure.step.routeHint', { address: `/${slugOf(module.module_name)}/${route}` })}</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('structure.step.position')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={position} onChange={(e) => setPosition(e.target.value)}>
                {others.map((s, i) => (
                  <option key={s.step_name} value={String(i)}>
                    {t('structure.step.positionBefore', { name: s.display_name })}
                  </option>
                ))}
                <option value="end">{t('structure.step.positionEnd')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>{t('structure.orderHint')}</Field.HelperText>
          </Field.Root>
          <DialogError text={failure} />
        </Stack>
      </form>
    </AdminDialog>
  );
}
