import { useTranslation } from 'react-i18next';
import { Badge, Box, Card, Flex, Heading, HStack, Progress, Text, Wrap } from '@chakra-ui/react';
import { isModuleOpenable, moduleStatus, type ModuleStatus } from '../../../engine/shell/index';
import type { ModuleInfo } from '../../api/variants';
import { ModuleIcon } from '../../components/ModuleIcon';

const STATUS_COLOR: Record<ModuleStatus, string> = {
  locked: 'gray',
  unavailable: 'gray',
  completed: 'green',
  inProgress: 'blue',
  available: 'teal',
};

/** One module on home; an enabled, unlocked card is a button that opens the module. */
export function ModuleCard({ module, onOpen }: { module: ModuleInfo; onOpen(): void }) {
  const { t } = useTranslation(['home', 'shell']);
  const status = moduleStatus(module);
  const openable = isModuleOpenable(module);
  const tags = module.steps.slice(0, 3);
  const done = module.steps.filter((s) => s.completed).length;
  return (
    <Card.Root
      as={openable ? 'button' : 'div'}
      textAlign="left"
      onClick={openable ? onOpen : undefined}
      aria-disabled={openable ? undefined : true}
      opacity={openable ? 1 : 0.7}
      cursor={openable ? 'pointer' : 'not-allowed'}
      _hover={openable ? { boxShadow: 'md', borderColor: 'blue.300' } : undefined}
      _focusVisible={{ outline: '3px solid', outlineColor: 'blue.500', outlineOffset: '2px' }}
      transition="box-shadow 0.15s"
      h="full"
      w="full"
      data-testid={`module-${module.module_name}`}
    >
      <Card.Body gap="3">
        <Flex justify="space-between" align="flex-start" gap="3">
          <Box color="blue.600" bg="blue.50" p="2.5" borderRadius="lg">
            <ModuleIcon name={module.icon} />
          </Box>
          <Badge colorPalette={STATUS_COLOR[status]} variant="subtle">
            {t(`home:status.${status}`)}
          </Badge>
        </Flex>
        <Heading as="h3" size="md">
          {module.display_name}
        </Heading>
        {module.description && (
          <Text color="fg.muted" fontSize="sm">
            {module.description}
          </Text>
        )}
        {tags.length > 0 && (
          <Wrap gap="1.5">
            {tags.map((s) => (
              <Badge key={s.step_name} variant="outline" fontWeight="normal">
                {s.display_name}
              </Badge>
            ))}
          </Wrap>
        )}
        <HStack justify="space-between" fontSize="sm" color="fg.muted" mt="auto">
          <Text>{t('shell:steps', { count: module.steps.length })}</Text>
          <Text>{t('home:progress', { completed: done, total: module.steps.length })}</Text>
        </HStack>
        <Progress.Root
          value={module.steps.length ? Math.round((done / module.steps.length) * 100) : 0}
          size="xs"
          colorPalette="blue"
          aria-label={module.display_name}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Card.Body>
    </Card.Root>
  );
}
