// biome-ignore-all lint/suspicious/noArrayIndexKey: the scale marks are the numbers themselves, fixed by the bounds.
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/**
 * The rating slider: 0-9 by default (the schema's minimum and maximum), step 1, arrows move by
 * one, Home and End jump to the ends (a native range input does all of it, and is labelled by
 * the field's label). Until the first touch the rating is null, shown as not rated; a first
 * key press or click on the thumb's resting place sets that value.
 */
export function RatingSliderWidget({ id, value, disabled, readonly, onChange, onBlur, onFocus, schema }: WidgetProps) {
  const { t } = useTranslation('step-runner');
  const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 9;
  const rated = typeof value === 'number';
  const current = rated ? value : min;
  const touch = (e: { currentTarget: HTMLInputElement }) => {
    if (!rated) onChange(Number(e.currentTarget.value));
  };
  return (
    <Box w="full">
      <Flex align="center" gap="4">
        <Box flex="1">
          <chakra.input
            id={id}
            name={id}
            type="range"
            min={min}
            max={max}
            step={1}
            value={current}
            disabled={disabled || readonly}
            aria-valuetext={rated ? t('rating.valueText', { value: current, max }) : t('rating.notRated')}
            data-rated={rated}
            w="full"
            cursor="pointer"
            css={{ accentColor: rated ? 'var(--chakra-colors-blue-600)' : 'var(--chakra-colors-gray-400)' }}
            onChange={(e) => onChange(Number(e.target.value))}
            onKeyUp={touch}
            onPointerUp={touch}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <Flex justify="space-between" aria-hidden="true" fontSize="xs" color="fg.muted" px="1">
            {Array.from({ length: max - min + 1 }, (_, i) => (
              <span key={i}>{min + i}</span>
            ))}
          </Flex>
        </Box>
        <Text minW="20" textAlign="end" fontWeight="semibold" aria-hidden="true">
          {rated ? `${current} / ${max}` : t('rating.notRated')}
        </Text>
      </Flex>
    </Box>
  );
}
