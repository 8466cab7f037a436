import { Button, Flex, Stack } from '@chakra-ui/react';
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { tr } from '../translate';

/** One row of a list with its remove button, named after the row for screen readers. */
export function ArrayFieldItemTemplate({ children, buttonsProps, index, parentUiSchema }: ArrayFieldItemTemplateProps) {
  const { t } = useTranslation('step-runner');
  const options = (parentUiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
  const label = tr(options.itemLabel, { n: index + 1 });
  // ui:options.minRows keeps the last rows (roles: the last row cannot be removed).
  const removable = buttonsProps.hasRemove && buttonsProps.totalItems > (typeof options.minRows === 'number' ? options.minRows : 0);
  return (
    <Stack gap="3">
      {children}
      {removable && (
        <Flex justify="end">
          <Button size="sm" variant="ghost" colorPalette="red" onClick={buttonsProps.onRemoveItem} disabled={buttonsProps.disabled}
            aria-label={t('removeItem', { item: label })}>
            <Trash2 aria-hidden="true" /> {t('remove')}
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
