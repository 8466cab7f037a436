import { Box, Button, Flex, Stack } from '@chakra-ui/react';
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { tr } from '../translate';
import { isTableList, TABLE_ACTION_WIDTH } from './table-layout';

/**
 * One row of a list with its remove button, named after the row for screen readers. In a table
 * (items' layout "row") the button ends the row from tablet width up, in a slot every row keeps
 * so the columns stay under their titles.
 */
export function ArrayFieldItemTemplate({ children, buttonsProps, index, parentUiSchema }: ArrayFieldItemTemplateProps) {
  const { t } = useTranslation('step-runner');
  const options = (parentUiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
  const label = tr(options.itemLabel, { n: index + 1 }) || t('item', { n: index + 1 });
  // ui:options.minRows keeps the last rows (roles: the last row cannot be removed).
  const removable = buttonsProps.hasRemove && buttonsProps.totalItems > (typeof options.minRows === 'number' ? options.minRows : 0);
  const table = isTableList(parentUiSchema);
  const remove = removable && (
    <Button
      size="sm"
      variant="ghost"
      colorPalette="red"
      onClick={buttonsProps.onRemoveItem}
      disabled={buttonsProps.disabled}
      aria-label={t('removeItem', { item: label })}
      px={table ? { md: '0' } : undefined}
    >
      <Trash2 aria-hidden="true" />
      <Box as="span" display={table ? { md: 'none' } : undefined}>
        {t('remove')}
      </Box>
    </Button>
  );
  if (table) {
    return (
      <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'end' }}>
        <Box flex="1">{children}</Box>
        <Flex justify="end" w={{ md: TABLE_ACTION_WIDTH }} flexShrink={0}>
          {remove}
        </Flex>
      </Flex>
    );
  }
  return (
    <Stack gap="3">
      {children}
      {remove && <Flex justify="end">{remove}</Flex>}
    </Stack>
  );
}
