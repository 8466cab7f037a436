import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Flex, IconButton, Link, List, Text } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import { changeStep, removeStep, type VariantStructure } from '../../../api/structure';
import { ConfirmDialog } from '../../admin/ConfirmDialog';
import { failureText } from '../../admin/run-with-alert';
import { RowMoveButtons } from '../RowMoveButtons';
import { StepDialog } from './StepDialog';
import { stepsTabLink } from './steps-link';

type Module = VariantStructure['modules'][number];
type Step = Module['steps'][number];
export type Outcome = { kind: 'success' | 'error'; text: string };

interface Props {
  variant: string;
  module: Module;
  onChanged(outcome: Outcome): Promise<void>;
}

/**
 * A module's steps in order: moved by buttons (the focus follows the step moved), edited in a
 * dialog, taken out of the variant after a question, each linked to its fields in the steps tab.
 */
export function ModuleSteps({ variant, module, onChanged }: Props) {
  const { t } = useTranslation('studio');
  const [editing, setEditing] = useState<Step | null>(null);
  const [removing, setRemoving] = useState<Step | null>(null);
  const [busy, setBusy] = useState(false);
  const moveButtons = useRef(new Map<string, HTMLButtonElement | null>());
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);

  useEffect(() => {
    if (focusAfterMove) moveButtons.current.get(focusAfterMove)?.focus();
  }, [focusAfterMove]);

  const move = async (i: number, by: -1 | 1) => {
    const step = module.steps[i]!;
    setBusy(true);
    try {
      await changeStep(variant, module.module_name, step.step_name, { position: i + by });
      // The button pressed may vanish at an end of the list: the focus stays on the step's other button then.
      const stillThere = (by === -1 ? i - 1 > 0 : i + 1 < module.steps.length - 1) ? by : -by;
      await onChanged({ kind: 'success', text: t('structure.step.moved', { name: step.display_name, position: i + by + 1 }) });
      setFocusAfterMove(`${step.step_name}:${stillThere}`);
    } catch (err) {
      await onChanged({ kind: 'error', text: await failureText(err, t('structure.step.moveFailed')) });
    } finally {
      setBusy(false);
    }
  };

  if (!module.steps.length)
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('structure.noSteps')}
      </Text>
    );

  return (
    <>
      <List.Root as="ol" listStyle="none" gap="2" ms="0" aria-label={t('structure.stepsLabel', { name: module.display_name })}>
        {module.steps.map((s, i) => (
          <List.Item key={s.step_name} borderWidth="1px" borderRadius="md" px="3" py="2" bg="bg.panel">
            <Flex gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} w="full">
              <Flex gap="3" align="center" flex="1" minW="0">
                <Badge variant="outline" aria-hidden="true">
                  {i + 1}
                </Badge>
                <Box minW="0">
                  <Text fontWeight="semibold">{s.display_name}</Text>
                  <Flex gap="2" align="center" wrap="wrap">
                    <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                      {s.route}
                    </Text>
                    <Badge size="sm" colorPalette={s.kind === 'form' ? 'blue' : s.kind === 'reading' ? 'green' : 'gray'}>
                      {t(`structure.kind.${s.kind}`)}
                    </Badge>
                  </Flex>
                </Box>
              </Flex>
              {/* On a phone the link has a line of its own and the four buttons the next one. */}
              <Flex gap="2" direction={{ base: 'column', md: 'row' }} align={{ base: 'flex-start', md: 'center' }}>
                {s.kind !== 'none' && (
                  <Link asChild colorPalette="blue" variant="underline" fontSize="sm">
                    <RouterLink to={stepsTabLink(variant, module.module_name, s.step_name)}>
                      {t('structure.step.fields', { name: s.display_name })}
                    </RouterLink>
                  </Link>
                )}
                <RowMoveButtons
                  look="roomy"
                  labels={{
                    up: t('structure.step.up', { name: s.display_name }),
                    down: t('structure.step.down', { name: s.display_name }),
                  }}
                  upDisabled={i === 0 || busy}
                  downDisabled={i === module.steps.length - 1 || busy}
                  moveRef={(by, el) => {
                    moveButtons.current.set(`${s.step_name}:${by}`, el);
                  }}
                  onMove={(by) => void move(i, by)}
                  remove={{ label: t('structure.step.remove', { name: s.display_name }), onClick: () => setRemoving(s) }}
                >
                  <IconButton
                    size="sm"
                    variant="outline"
                    aria-label={t('structure.step.edit', { name: s.display_name })}
                    title={t('structure.step.edit', { name: s.display_name })}
                    onClick={() => setEditing(s)}
                  >
                    <Pencil aria-hidden="true" />
                  </IconButton>
                </RowMoveButtons>
              </Flex>
            </Flex>
          </List.Item>
        ))}
      </List.Root>
      {editing && (
        <StepDialog
          variant={variant}
          module={module}
          step={editing}
          onClose={() => setEditing(null)}
          onSaved={(name) => {
            setEditing(null);
            void onChanged({ kind: 'success', text: t('structure.step.saved', { name }) });
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          open
          destructive
          title={t('structure.step.removeTitle', { name: removing.display_name })}
          confirmLabel={t('structure.step.removeConfirm')}
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            try {
              await removeStep(variant, module.module_name, removing.step_name);
              await onChanged({ kind: 'success', text: t('structure.step.removed', { name: removing.display_name }) });
            } catch (err) {
              await onChanged({ kind: 'error', text: await failureText(err, t('structure.step.removeFailed')) });
            }
          }}
        >
          <Text>{t('structure.step.removeText')}</Text>
        </ConfirmDialog>
      )}
    </>
  );
}
