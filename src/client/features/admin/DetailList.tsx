import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box } from '@chakra-ui/react';

/**
 * Label-value pairs as a description list: two columns from 480 px, stacked below. An empty
 * value reads as a dash.
 */
export function DetailList({ items }: { items: Array<[label: string, value: ReactNode]> }) {
  const { t } = useTranslation('admin');
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'minmax(8rem, max-content) 1fr' }}
      columnGap="6"
      rowGap={{ base: '1', sm: '2.5' }}
      m="0"
    >
      {items.map(([label, value]) => (
        <Box key={label} display="contents">
          <Box as="dt" color="fg.muted" fontSize="sm" pt={{ base: '2', sm: '0' }}>
            {label}
          </Box>
          <Box as="dd" m="0" whiteSpace="pre-wrap" wordBreak="break-word">
            {value === null || value === undefined || value === '' ? t('none') : value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
