import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Code, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { errorDetail, HTTPError } from '../../../api/client';
import {
  getContentTree,
  getTexts,
  saveText,
  type ContentTree,
  type TextConflict,
  type TextRow,
  type TextSource,
} from '../../../api/content';
import { PageSpinner } from '../../../components/PageSpinner';
import { ConflictDialog, type Conflict } from './ConflictDialog';
import type { Lng } from './EditableText';
import { isHtmlRow } from './html-text';
import { countStates, filterRows, STATE_FILTERS, type StateFilter } from './text-state';
import { parseSource, parseTextsLink, sourceParam } from './text-source';
import { TextSearch } from './TextSearch';
import { TextsNav } from './TextsNav';
import { TextTable, type Editing } from './TextTable';
import { nodeForSource, rowsOfNode, textsTree, type TreeNode } from './texts-tree';

interface Loaded {
  param: string;
  rows: TextRow[];
}

/** The texts tab: the tree of sources, search over all texts, and the translation table of the source picked. */
export default function TextsPanel() {
  const { t } = useTranslation('studio');
  const [params, setParams] = useSearchParams();
  const link = useMemo(() => parseTextsLink(params), [params]);
  const [tree, setTree] = useState<ContentTree | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string>();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [filter, setFilter] = useState<StateFilter>('all');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saved, setSaved] = useState<Set<string>>(() => new Set());
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [conflict, setConflict] = useState<(Conflict & { row: TextRow; lng: Lng; source: TextSource }) | null>(null);
  const [resolving, setResolving] = useState(false);
  const focused = useRef<string | null>(null);

  useEffect(() => {
    getContentTree().then(setTree, async (err: unknown) => setFailure((await errorDetail(err)) ?? t('texts.loadFailed')));
  }, [t]);

  const nodes = useMemo(
    () =>
      tree
        ? textsTree(tree, {
            variantTexts: t('texts.node.variantTexts'),
            variantFile: t('texts.node.variantFile'),
            stepNamespaces: t('texts.node.stepNamespaces'),
          })
        : [],
    [tree, t],
  );
  // The address names the source; the node picked in the tree says more (a step's own keys) when it shows that source.
  const source = link?.source ?? nodes.find((n) => n.source)?.source;
  const param = source && sourceParam(source);
  const node: TreeNode | undefined = useMemo(() => {
    const picked = nodes.find((n) => n.id === chosen);
    if (picked?.source && sourceParam(picked.source) === param) return picked;
    return source && nodeForSource(nodes, source);
  }, [nodes, chosen, param, source]);

  const load = useCallback(
    (s: TextSource) =>
      getTexts(s).then(
        (answer) => setLoaded({ param: sourceParam(s), rows: answer.rows }),
        async (err: unknown) => setStatus({ text: (await errorDetail(err)) ?? t('texts.loadFailed'), error: true }),
      ),
    [t],
  );
  useEffect(() => {
    const s = parseSource(param ?? null);
    if (!s) return;
    setEditing(null);
    void load(s);
  }, [param, load]);

  const rows = loaded && loaded.param === param ? loaded.rows : null;
  const nodeRows = useMemo(() => (rows ? rowsOfNode(rows, node?.keyPrefix) : []), [rows, node]);
  const shown = filterRows(nodeRows, filter);

  // A link's row, once its rows are there (with every state shown, so it is among them).
  const [focus, setFocus] = useState<{ key: string } | null>(null);
  useEffect(() => {
    const key = link?.key;
    if (!rows || !key || focused.current === `${param}|${key}`) return;
    focused.current = `${param}|${key}`;
    setFilter('all');
    setFocus({ key });
  }, [rows, link, param]);

  const go = (s: TextSource, key?: string) =>
    setParams(
      (p) => {
        p.set('tab', 'texts');
        p.set('source', sourceParam(s));
        if (key) p.set('key', key);
        else p.delete('key');
        return p;
      },
      { replace: !key },
    );

  const replaceRow = (row: TextRow) =>
    setLoaded((l) => (l && l.param === param ? { param: l.param, rows: l.rows.map((r) => (r.key === row.key ? row : r)) } : l));

  const store = async (s: TextSource, row: TextRow, lng: Lng, value: string, base: string | null) => {
    try {
      const answer = await saveText({ ...s, key: row.key, lng, value, base });
      replaceRow(answer.row);
      setSaved((set) => new Set(set).add(`${row.key}|${lng}`));
      setEditing(null);
      setConflict(null);
      setStatus({ text: t('texts.saved', { key: row.key }), error: false });
    } catch (err) {
      if (err instanceof HTTPError && err.response.status === 409) {
        const c = (await err.response.json()) as TextConflict;
        setConflict({
          key: row.key,
          language: t(`texts.language.${lng}`),
          detail: c.detail,
          yours: c.yours,
          theirs: c.theirs,
          html: isHtmlRow(row),
          row,
          lng,
          source: s,
        });
      } else setStatus({ text: (await errorDetail(err)) ?? t('texts.saveFailed'), error: true });
    }
  };

  const keepTheirs = async () => {
    if (!conflict) return;
    setConflict(null);
    setEditing(null);
    setStatus({ text: t('texts.conflict.kept', { key: conflict.key }), error: false });
    await load(conflict.source);
  };
  const overwrite = async () => {
    if (!conflict) return;
    setResolving(true);
    try {
      await store(conflict.source, conflict.row, conflict.lng, conflict.yours, conflict.theirs);
    } finally {
      setResolving(false);
    }
  };

  if (failure)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{failure}</Alert.Title>
      </Alert.Root>
    );
  if (!tree) return <PageSpinner />;
  const counts = countStates(nodeRows);
  return (
    <Stack gap="5">
      <Alert.Root status="info" variant="surface">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('texts.draftTitle')}</Alert.Title>
          <Alert.Description>{t('texts.draftNote')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <TextSearch onOpen={(s, key) => go(s, key)} />
      <Grid templateColumns={{ base: '1fr', md: '16rem 1fr', lg: '18rem 1fr' }} gap="5" alignItems="start">
        <TextsNav
          nodes={nodes}
          selected={node?.id}
          onSelect={(n) => {
            setChosen(n.id);
            if (n.source) go(n.source);
          }}
        />
        <Stack gap="3" minW="0">
          <Box>
            <Heading as="h2" size="lg">
              {node?.title ?? param}
            </Heading>
            {param && (
              <Code fontSize="xs" bg="transparent" px="0" color="fg.muted">
                {param}
              </Code>
            )}
            {source && 'variant' in source && (
              <Text fontSize="sm" color="fg.muted">
                {t('texts.czechOnlyNote')}
              </Text>
            )}
          </Box>
          <Flex gap="2" wrap="wrap" role="group" aria-label={t('texts.filter.label')}>
            {STATE_FILTERS.map((f) => (
              <Button
                key={f}
                size="xs"
                variant={filter === f ? 'solid' : 'outline'}
                aria-pressed={filter === f}
                onClick={() => setFilter(f)}
              >
                {t(`texts.filter.${f}`, { count: counts[f] })}
              </Button>
            ))}
          </Flex>
          <Box aria-live="polite" minH="6">
            {status && (
              <Text fontSize="sm" color={status.error ? 'red.700' : 'green.700'}>
                {status.text}
              </Text>
            )}
          </Box>
          {!rows ? (
            <PageSpinner />
          ) : shown.length === 0 ? (
            <Text py="6" textAlign="center" color="fg.muted">
              {t('texts.noRows')}
            </Text>
          ) : (
            <TextTable
              rows={shown}
              czechOnly={source ? 'variant' in source : false}
              editing={editing}
              focus={focus}
              inDraft={(key, lng) => saved.has(`${key}|${lng}`)}
              onEdit={setEditing}
              onSave={(row, lng, value) => (source ? store(source, row, lng, value, row[lng]) : Promise.resolve())}
            />
          )}
        </Stack>
      </Grid>
      <ConflictDialog
        conflict={conflict}
        busy={resolving}
        onKeepTheirs={() => void keepTheirs()}
        onOverwrite={() => void overwrite()}
        onClose={() => setConflict(null)}
      />
    </Stack>
  );
}
