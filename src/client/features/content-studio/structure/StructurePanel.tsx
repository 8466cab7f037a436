import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Card, Field, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { FolderPlus, ListPlus } from 'lucide-react';
import { getContentTree } from '../../../api/content';
import { changeModule, getStructure, type VariantStructure } from '../../../api/structure';
import { ModuleIcon } from '../../../components/ModuleIcon';
import { PageSpinner } from '../../../components/PageSpinner';
import { AdminDialog } from '../../admin/AdminDialog';
import { DialogError } from '../../admin/AdminAlert';
import { failureText } from '../../admin/run-with-alert';
import { StudioNotice } from '../variants/StudioNotice';
import { useTabShown } from '../variants/use-tab-shown';
import { ModuleSteps, type Outcome } from './ModuleSteps';
import { NewModuleDialog, RequiresChoice } from './NewModuleDialog';
import { StepDialog } from './StepDialog';

type Module = VariantStructure['modules'][number];

/** The 'Struktura' tab: a variant's modules and steps, new ones, their order, names, addresses and prerequisites. */
export default function StructurePanel() {
  const { t } = useTranslation('studio');
  const [variants, setVariants] = useState<Array<{ variant_name: string; display_name: string }> | null>(null);
  const [selected, setSelected] = useState('');
  const [structure, setStructure] = useState<VariantStructure | null>(null);
  const [failed, setFailed] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [dialog, setDialog] = useState<{ kind: 'module' } | { kind: 'step' | 'requires'; module: Module } | null>(null);

  const loadVariants = useCallback(async () => {
    try {
      const tree = await getContentTree();
      setVariants(tree.variants.map(({ variant_name, display_name }) => ({ variant_name, display_name })));
      setSelected((s) => (tree.variants.some((v) => v.variant_name === s) ? s : (tree.variants[0]?.variant_name ?? '')));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useTabShown('structure', loadVariants);

  const loadStructure = useCallback(async () => {
    if (!selected) return;
    try {
      setStructure(await getStructure(selected));
    } catch {
      setFailed(true);
    }
  }, [selected]);
  useEffect(() => {
    void loadStructure();
  }, [loadStructure]);

  const changed = async (next: Outcome) => {
    setOutcome(next);
    await loadStructure();
  };

  if (failed) return <StudioNotice kind="error" title={t('structure.loadFailed')} />;
  if (!variants || !structure) return <PageSpinner />;
  const names = new Map(structure.modules.map((m) => [m.module_name, m.display_name]));

  return (
    <Stack gap="6">
      <Stack gap="3">
        <Heading as="h2" size="lg">
          {t('structure.title')}
        </Heading>
        <Text color="fg.muted">{t('structure.intro')}</Text>
        <Flex gap="3" align="end" wrap="wrap">
          <Field.Root w={{ base: 'full', md: '24rem' }}>
            <Field.Label>{t('structure.choose')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={selected} onChange={(e) => setSelected(e.target.value)}>
                {variants.map((v) => (
                  <option key={v.variant_name} value={v.variant_name}>
                    {v.display_name} ({v.variant_name})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button colorPalette="blue" onClick={() => setDialog({ kind: 'module' })}>
            <FolderPlus aria-hidden="true" />
            {t('structure.module.new')}
          </Button>
        </Flex>
        {outcome && <StudioNotice kind={outcome.kind} title={outcome.text} />}
      </Stack>

      <Stack as="ol" listStyleType="none" gap="4">
        {structure.modules.map((m) => (
          <li key={m.module_name}>
            <Card.Root size="sm" role="group" aria-labelledby={`structure-${m.module_name}`}>
              <Card.Header>
                <Flex gap="3" align={{ base: 'stretch', md: 'start' }} direction={{ base: 'column', md: 'row' }}>
                  <Flex gap="3" flex="1" minW="0">
                    <Box color="blue.600" pt="1">
                      <ModuleIcon name={m.icon} size={22} />
                    </Box>
                    <Box minW="0">
                      <Heading as="h3" size="md" id={`structure-${m.module_name}`}>
                        {m.display_name}
                      </Heading>
                      <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                        {m.module_name}
                      </Text>
                      <Flex gap="2" wrap="wrap" mt="1">
                        {!m.enabled && <Badge colorPalette="gray">{t('structure.disabled')}</Badge>}
                        <Badge colorPalette={m.admin_selectable ? 'purple' : 'green'}>
                          {m.admin_selectable ? t('structure.grantable') : t('structure.forAll')}
                        </Badge>
                      </Flex>
                      <Text fontSize="sm" mt="1">
                        {m.requires.length
                          ? t('structure.requiresList', { names: m.requires.map((r) => names.get(r) ?? r).join(', ') })
                          : t('structure.requiresNone')}
                      </Text>
                    </Box>
                  </Flex>
                  <Flex gap="2" wrap="wrap">
                    <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'requires', module: m })}>
                      {t('structure.module.editRequires')}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'step', module: m })}>
                      <ListPlus aria-hidden="true" />
                      {t('structure.step.new')}
                    </Button>
                  </Flex>
                </Flex>
              </Card.Header>
              <Card.Body>
                <ModuleSteps variant={structure.variant_name} module={m} onChanged={changed} />
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </Stack>

      {dialog?.kind === 'module' && (
        <NewModuleDialog
          variant={structure}
          onClose={() => setDialog(null)}
          onCreated={(name) => {
            setDialog(null);
            void changed({ kind: 'success', text: t('structure.module.created', { name }) });
          }}
        />
      )}
      {dialog?.kind === 'step' && (
        <StepDialog
          variant={structure.variant_name}
          module={dialog.module}
          onClose={() => setDialog(null)}
          onSaved={(name) => {
            setDialog(null);
            void changed({ kind: 'success', text: t('structure.step.created', { name }) });
          }}
        />
      )}
      {dialog?.kind === 'requires' && (
        <RequiresDialog
          structure={structure}
          module={dialog.module}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void changed({ kind: 'success', text: t('structure.module.requiresSaved', { name: dialog.module.display_name }) });
          }}
        />
      )}
    </Stack>
  );
}

/** A module's prerequisites: the modules of the variant a member completes first. */
function RequiresDialog({
  structure,
  module,
  onSaved,
  onClose,
}: {
  structure: VariantStructure;
  module: Module;
  onSaved(): void;
  onClose(): void;
}) {
  const { t } = useTranslation('studio');
  const [requires, setRequires] = useState(module.requires);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const save = async () => {
    setBusy(true);
    setFailure('');
    try {
      await changeModule(structure.variant_name, module.module_name, { requires });
      onSaved();
    } catch (err) {
      setFailure(await failureText(err, t('structure.module.requiresFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AdminDialog
      open
      title={t('structure.module.requiresTitle', { name: module.display_name })}
      onClose={onClose}
      keepOnOutsideClick
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('structure.module.cancel')}
          </Button>
          <Button colorPalette="blue" loading={busy} onClick={() => void save()}>
            {t('structure.module.requiresSave')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <RequiresChoice modules={structure.modules} except={module.module_name} value={requires} onChange={setRequires} />
        <DialogError text={failure} />
      </Stack>
    </AdminDialog>
  );
}
