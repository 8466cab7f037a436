import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Card, Flex, Heading, List, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { HTTPError } from '../../../api/client';
import { setVariantModules, type ContentTree, type ModulesConflict } from '../../../api/content';
import { failureText } from '../../admin/run-with-alert';
import { RowMoveButtons } from '../RowMoveButtons';
import { moved, sameModules, type ModuleSwitches } from './module-order';
import { StudioNotice } from './StudioNotice';

type Variant = ContentTree['variants'][number];

const switchesOf = (v: Variant): ModuleSwitches[] =>
  v.modules.map(({ module_name, enabled, admin_selectable }) => ({ module_name, enabled, admin_selectable }));

interface Props {
  variant: Variant;
  /** After a save or to take what another author saved: the tree is read again. */
  onReload(): Promise<void>;
  /** The module a link leads to (a problem's place): shown marked, and focused once. */
  linked?: string;
}

/** A variant's modules in order, each with its switches, moved by buttons; saved with the list as loaded as the base. */
export function ModulesEditor({ variant, onReload, linked }: Props) {
  const { t } = useTranslation('studio');
  const loaded = switchesOf(variant);
  const [modules, setModules] = useState(loaded);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [conflict, setConflict] = useState<ModulesConflict | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement | null>());
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  const loadedKey = JSON.stringify(loaded);

  // A new tree (another variant, or this one saved or changed by someone else) resets the edit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loadedKey stands for `loaded`, a new array each render.
  useEffect(() => {
    setModules(loaded);
    setConflict(null);
  }, [loadedKey]);

  useEffect(() => {
    if (focusAfterMove) moveButtons.current.get(focusAfterMove)?.focus();
  }, [focusAfterMove]);

  const linkedCard = useRef<HTMLDivElement | null>(null);
  const focusedFor = useRef<string | undefined>(undefined);
  // After every render: the linked module's card exists only once the variant's modules are in.
  useEffect(() => {
    if (!linked || focusedFor.current === linked || !linkedCard.current) return;
    focusedFor.current = linked;
    linkedCard.current.focus();
  });

  const displayName = (name: string) => variant.modules.find((m) => m.module_name === name)?.display_name ?? name;
  const changed = !sameModules(modules, loaded);

  const update = (i: number, patch: Partial<ModuleSwitches>) =>
    setModules((list) => list.map((m, j) => (j === i ? { ...m, ...patch } : m)));
  const move = (i: number, by: -1 | 1) => {
    const name = modules[i]!.module_name;
    setModules((list) => moved(list, i, by));
    // The button pressed may vanish at an end of the list: the focus stays on the module's other button then.
    const stillThere = (by === -1 ? i - 1 > 0 : i + 1 < modules.length - 1) ? by : -by;
    setFocusAfterMove(`${name}:${stillThere}`);
  };

  /** `base`: the modules as loaded, or, to keep one's own after a conflict, those the other author saved. */
  const save = async (base: ModuleSwitches[] = loaded) => {
    setBusy(true);
    setOutcome(null);
    setConflict(null);
    try {
      await setVariantModules(variant.variant_name, { modules, base });
      setOutcome({ kind: 'success', text: t('variants.modules.saved') });
      await onReload();
    } catch (err) {
      if (err instanceof HTTPError && err.response.status === 409) setConflict((await err.response.json()) as ModulesConflict);
      else setOutcome({ kind: 'error', text: await failureText(err, t('variants.modules.failed')) });
    } finally {
      setBusy(false);
    }
  };

  const summary = (m: ModuleSwitches) =>
    [
      m.enabled ? t('variants.modules.on') : t('variants.modules.off'),
      m.admin_selectable ? t('variants.modules.grantable') : t('variants.modules.notGrantable'),
    ].join(', ');

  return (
    <Stack gap="4">
      <List.Root as="ol" listStyle="none" gap="3" ms="0" aria-label={t('variants.modules.order')}>
        {modules.map((m, i) => {
          const headingId = `module-${variant.variant_name}-${m.module_name}`;
          return (
            <List.Item key={m.module_name}>
              <Card.Root
                size="sm"
                role="group"
                aria-labelledby={headingId}
                w="full"
                {...(m.module_name === linked
                  ? { ref: linkedCard, tabIndex: -1, borderColor: 'blue.solid', borderWidth: '2px', 'data-linked': true }
                  : {})}
              >
                <Card.Body>
                  <Flex gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
                    <Flex gap="3" align="center" flex="1" minW="0">
                      <Badge variant="outline" aria-hidden="true">
                        {i + 1}
                      </Badge>
                      <Box minW="0">
                        <Heading as="h4" size="sm" id={headingId}>
                          {displayName(m.module_name)}
                        </Heading>
                        <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                          {m.module_name}
                        </Text>
                      </Box>
                    </Flex>
                    <Flex gap="4" wrap="wrap" align="center">
                      <Switch.Root checked={m.enabled} onCheckedChange={(e) => update(i, { enabled: e.checked })} colorPalette="blue">
                        <Switch.HiddenInput />
                        <Switch.Control />
                        <Switch.Label>{t('variants.modules.enabled')}</Switch.Label>
                      </Switch.Root>
                      <Switch.Root
                        checked={m.admin_selectable}
                        onCheckedChange={(e) => update(i, { admin_selectable: e.checked })}
                        colorPalette="blue"
                      >
                        <Switch.HiddenInput />
                        <Switch.Control />
                        <Switch.Label>{t('variants.modules.adminSelectable')}</Switch.Label>
                      </Switch.Root>
                      <RowMoveButtons
                        look="roomy"
                        labels={{
                          up: t('variants.modules.up', { name: displayName(m.module_name) }),
                          down: t('variants.modules.down', { name: displayName(m.module_name) }),
                        }}
                        upDisabled={i === 0}
                        downDisabled={i === modules.length - 1}
                        moveRef={(by, el) => {
                          moveButtons.current.set(`${m.module_name}:${by}`, el);
                        }}
                        onMove={(by) => move(i, by)}
                      />
                    </Flex>
                  </Flex>
                </Card.Body>
              </Card.Root>
            </List.Item>
          );
        })}
      </List.Root>
      <Flex gap="3" wrap="wrap">
        <Button colorPalette="blue" onClick={() => void save()} loading={busy} disabled={!changed}>
          {t('variants.modules.save')}
        </Button>
        <Button variant="outline" onClick={() => setModules(loaded)} disabled={!changed || busy}>
          {t('variants.modules.reset')}
        </Button>
      </Flex>
      {outcome && <StudioNotice kind={outcome.kind} title={outcome.text} />}
      {conflict && (
        <StudioNotice kind="warning" title={conflict.detail}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="2">
            {(
              [
                ['yours', conflict.yours],
                ['theirs', conflict.theirs],
              ] as const
            ).map(([who, list]) => (
              <Box key={who}>
                <Text fontWeight="semibold">{t(`variants.modules.${who}`)}</Text>
                <List.Root as="ol" ps="5">
                  {list.map((m) => (
                    <List.Item key={m.module_name}>
                      {displayName(m.module_name)}: {summary(m)}
                    </List.Item>
                  ))}
                </List.Root>
              </Box>
            ))}
          </SimpleGrid>
          <Flex mt="3" gap="3" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => void onReload()}>
              {t('variants.modules.takeTheirs')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => void save(conflict.theirs)} loading={busy}>
              {t('variants.modules.keepMine')}
            </Button>
          </Flex>
        </StudioNotice>
      )}
    </Stack>
  );
}
