import { useTranslation } from 'react-i18next';
import { Badge, Box, Card, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { Check, Clock, Lock, RotateCcw } from 'lucide-react';
import { stepCardState, type StepCardState } from '../../../engine/shell/index';
import type { StepInfo } from '../../api/variants';
import { ModuleIcon } from '../../components/ModuleIcon';

const COLORS: Record<StepCardState, string> = { completed: 'green', current: 'blue', available: 'teal', locked: 'gray' };

/**
 * A numbered step card; an enabled one is a button. A locked one does nothing, nor does one in
 * preparation: its page would have nothing to fill in and no way on.
 */
export function StepCard({ step, n, isCurrent, onOpen }: { step: StepInfo; n: number; isCurrent: boolean; onOpen(): void }) {
  const { t } = useTranslation('workflow');
  const state = stepCardState(step, isCurrent);
  const preparing = step.in_preparation;
  const enabled = state !== 'locked' && !preparing;
  return (
    <Card.Root
      as={enabled ? 'button' : 'div'}
      textAlign="left"
      w="full"
      h="full"
      onClick={enabled ? onOpen : undefined}
      aria-disabled={enabled ? undefined : true}
      cursor={enabled ? 'pointer' : 'not-allowed'}
      opacity={enabled ? 1 : 0.65}
      borderColor={state === 'current' ? 'blue.400' : undefined}
      borderWidth={state === 'current' ? '2px' : '1px'}
      _hover={enabled ? { boxShadow: 'md' } : undefined}
      _focusVisible={{ outline: '3px solid', outlineColor: 'blue.500', outlineOffset: '2px' }}
      data-testid={`step-${step.step_name}`}
      data-state={preparing ? 'in_preparation' : state}
    >
      <Card.Body gap="3">
        <Flex justify="space-between" align="center" gap="2">
          <HStack gap="2">
            <Flex
              w="8"
              h="8"
              borderRadius="full"
              align="center"
              justify="center"
              fontWeight="bold"
              fontSize="sm"
              bg={state === 'completed' ? 'green.600' : enabled ? 'blue.600' : 'gray.300'}
              color={enabled || state === 'completed' ? 'white' : 'gray.700'}
              aria-hidden="true"
            >
              {state === 'completed' ? <Check size={16} /> : state === 'locked' ? <Lock size={14} /> : n}
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              {t('step', { n })}
            </Text>
          </HStack>
          {preparing ? (
            <Badge colorPalette="orange">{t('inPreparation')}</Badge>
          ) : (
            <Badge colorPalette={COLORS[state]}>{t(`state.${state}`)}</Badge>
          )}
        </Flex>
        <HStack gap="2" align="flex-start">
          <Box color="blue.600" mt="0.5">
            <ModuleIcon name={step.icon} size={20} />
          </Box>
          <Heading as="h3" size="sm">
            {step.display_name}
          </Heading>
        </HStack>
        {step.description && (
          <Text fontSize="sm" color="fg.muted">
            {step.description}
          </Text>
        )}
        {step.reopened && (
          // Why a completed step must be completed again: a step it builds on changed (the server's dependency graph).
          <HStack gap="2" align="flex-start" fontSize="sm" color="orange.800" data-testid={`step-reopened-${step.step_name}`}>
            <Box mt="0.5" aria-hidden="true">
              <RotateCcw size={14} />
            </Box>
            <Text>{t('reopened', { step: step.reopened.display_name })}</Text>
          </HStack>
        )}
        <HStack fontSize="sm" color="fg.muted" gap="4" mt="auto" wrap="wrap">
          <HStack gap="1">
            <Clock size={14} aria-hidden="true" />
            <Text>{step.duration || t('defaultDuration')}</Text>
          </HStack>
          {step.difficulty && <Text>{t('difficulty', { value: step.difficulty })}</Text>}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
