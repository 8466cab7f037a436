import { useTranslation } from 'react-i18next';
import { Checkbox, Fieldset, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelectableModules } from './use-selectable-modules';

interface Props {
  variantName: string;
  selected: string[];
  onChange(selected: string[]): void;
}

/** A checkbox per module of the chosen variant that an administrator grants (people, …). */
export function ModuleCheckboxes({ variantName, selected, onChange }: Props) {
  const { t } = useTranslation('admin');
  const modules = useSelectableModules(variantName);
  const toggle = (name: string, on: boolean) => onChange(on ? [...selected, name] : selected.filter((m) => m !== name));
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium">{t('userForm.modules')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('userForm.modulesHelp')}</Fieldset.HelperText>
      <Fieldset.Content>
        {!variantName && (
          <Text fontSize="sm" color="fg.muted">
            {t('userForm.modulesChooseVariant')}
          </Text>
        )}
        {variantName && modules === undefined && <Spinner size="sm" aria-label={t('loading')} />}
        {modules === null && (
          <Text fontSize="sm" color="red.700">
            {t('errors.variantDetails')}
          </Text>
        )}
        {modules?.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('userForm.modulesNone')}
          </Text>
        )}
        {modules && modules.length > 0 && (
          <Stack gap="2">
            {modules.map((m) => (
              <Checkbox.Root
                key={m.module_name}
                checked={selected.includes(m.module_name)}
                onCheckedChange={(e) => toggle(m.module_name, e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{m.display_name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        )}
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
