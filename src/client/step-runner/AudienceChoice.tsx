import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { tr } from './translate';

export interface AudienceOption {
  value: string;
  label: string;
  hint?: string;
}

interface Props {
  legend: string;
  /** The radio group's name; unique on the page. */
  name: string;
  choices: readonly AudienceOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** In a row without the hints (the printable results' controls), else stacked cards with their hints (the presentation). */
  compact?: boolean;
}

/** Whom a deck or the printable results are for: radio buttons drawn as cards, the chosen one outlined. */
export function AudienceChoice({ legend, name, choices, value, onChange, disabled, compact }: Props) {
  const Group = compact ? Flex : Stack;
  return (
    <Box as="fieldset" borderWidth="0" p="0" m="0" data-testid="audience-choice">
      <Text as="legend" fontWeight="semibold" mb="2">
        {legend}
      </Text>
      <Group gap="2" wrap="wrap">
        {choices.map((c) => {
          const hintId = !compact && c.hint ? `${name}-${c.value}-hint` : undefined;
          return (
            <Flex
              as="label"
              key={c.value}
              gap={compact ? '2' : '3'}
              align={compact ? 'center' : 'start'}
              px="3"
              py={compact ? '2' : '3'}
              bg="bg"
              borderWidth="1px"
              borderRadius="md"
              borderColor={value === c.value ? 'blue.600' : 'border'}
              cursor="pointer"
            >
              <input
                type="radio"
                name={name}
                value={c.value}
                checked={value === c.value}
                onChange={() => onChange(c.value)}
                disabled={disabled}
                aria-describedby={hintId}
                style={{ marginTop: compact ? undefined : '0.3rem', accentColor: 'var(--chakra-colors-blue-600)' }}
              />
              <span>
                <Text as="span" display="block" fontWeight={compact ? 'medium' : 'semibold'}>
                  {tr(c.label)}
                </Text>
                {hintId && (
                  <Text as="span" display="block" id={hintId} fontSize="sm" color="fg.muted">
                    {tr(c.hint)}
                  </Text>
                )}
              </span>
            </Flex>
          );
        })}
      </Group>
    </Box>
  );
}
