import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Button, Code, Field, Flex, Grid, Heading, Link, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Save } from 'lucide-react';
import { HTTPError } from '../../../api/client';
import {
  checkStepFiles,
  getContentTree,
  getStepFiles,
  saveStepFiles,
  type ContentTree,
  type StepCheck,
  type StepFilesConflict,
} from '../../../api/content';
import { paths } from '../../../app/paths';
import { PageSpinner } from '../../../components/PageSpinner';
import { failureText } from '../../admin/run-with-alert';
import { problemText } from '../publish/problem-text';
import { StudioNotice } from '../variants/StudioNotice';
import { useTabShown } from '../variants/use-tab-shown';
import { JsonEditor } from './JsonEditor';
import { StepConflict } from './StepConflict';
import { kindOfPath, parseAll, STEP_FILE_KINDS, textsOf, type Loaded, type Texts } from './step-files';

/** How long the author may pause typing before the files are checked. */
const CHECK_DELAY_MS = 400;

interface Choice {
  variant: string;
  module: string;
  step: string;
}

/** The choice made whole against the tree: an unknown variant, module or step becomes the first one. */
function choiceIn(tree: ContentTree, want: Partial<Choice>): Choice | null {
  const v = tree.variants.find((x) => x.variant_name === want.variant) ?? tree.variants[0];
  const m = v?.modules.find((x) => x.module_name === want.module) ?? v?.modules[0];
  const s = m?.steps.find((x) => x.step_name === want.step) ?? m?.steps[0];
  return v && m && s ? { variant: v.variant_name, module: m.module_name, step: s.step_name } : null;
}

/** The steps tab: a step's schema, UI schema and rules as JSON, checked as the author types and saved into the draft. */
export default function StepsPanel() {
  const { t } = useTranslation('studio');
  const [tree, setTree] = useState<ContentTree | null>(null);
  const [failed, setFailed] = useState(false);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [texts, setTexts] = useState<Texts | null>(null);
  const [check, setCheck] = useState<StepCheck | null>(null);
  const [checkFailed, setCheckFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [conflict, setConflict] = useState<StepFilesConflict | null>(null);

  const loadTree = useCallback(async () => {
    try {
      const next = await getContentTree();
      setTree(next);
      setFailed(false);
      // The same step keeps its object: the editors are read again only when another step is chosen, so unsaved edits stay.
      setChoice((c) => {
        const n = choiceIn(next, c ?? {});
        return c && n && n.variant === c.variant && n.module === c.module && n.step === c.step ? c : n;
      });
    } catch {
      setFailed(true);
    }
  }, []);
  useTabShown('steps', loadTree);

  // A link to one step (the structure tab's 'Pole kroku …': ?variant=…&module=…&step=…) chooses it once the tree is here.
  const [params] = useSearchParams();
  const linked = ['variant', 'module', 'step'].map((k) => params.get(k) ?? '').join('/');
  const followed = useRef('');
  useEffect(() => {
    if (!tree || !params.get('step') || followed.current === linked) return;
    followed.current = linked;
    const [variant, module, step] = linked.split('/');
    setChoice(choiceIn(tree, { variant, module, step }));
  }, [tree, linked, params]);

  // A step chosen after another: the answer for the one before, arriving later, is dropped.
  useEffect(() => {
    if (!choice) return;
    let current = true;
    setLoaded(null);
    setTexts(null);
    setCheck(null);
    setConflict(null);
    getStepFiles(choice.module, choice.step)
      .then(({ files }) => {
        if (!current) return;
        setLoaded(files);
        setTexts(textsOf(files));
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [choice]);

  const { parsed, files } = useMemo(() => (texts ? parseAll(texts) : { parsed: null, files: null }), [texts]);
  const filesKey = files ? JSON.stringify(files) : '';

  // The check runs when the author pauses, on files that parse; a later edit cancels the one under way.
  // biome-ignore lint/correctness/useExhaustiveDependencies: filesKey stands for `files`, a new object each parse.
  useEffect(() => {
    if (!files || !choice) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      checkStepFiles({ module: choice.module, step: choice.step, ...files }, abort.signal)
        .then((result) => {
          setCheck(result);
          setCheckFailed(false);
        })
        .catch(() => {
          if (!abort.signal.aborted) setCheckFailed(true);
        });
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [filesKey, choice]);

  const save = async (base: Loaded | null = loaded) => {
    if (!files || !choice || !base) return;
    setBusy(true);
    setOutcome(null);
    try {
      const saved = await saveStepFiles(choice.module, choice.step, { ...files, base });
      setLoaded(saved.files);
      setConflict(null);
      setOutcome({ kind: 'success', text: t('steps.saved') });
    } catch (err) {
      if (err instanceof HTTPError && err.response.status === 409) setConflict((await err.response.json()) as StepFilesConflict);
      else setOutcome({ kind: 'error', text: await failureText(err, t('steps.saveFailed')) });
    } finally {
      setBusy(false);
    }
  };

  if (failed) return <StudioNotice kind="error" title={t('steps.loadFailed')} />;
  if (!tree || !choice) return <PageSpinner />;
  const variant = tree.variants.find((v) => v.variant_name === choice.variant)!;
  const module = variant.modules.find((m) => m.module_name === choice.module)!;
  const changed = loaded && files ? STEP_FILE_KINDS.some((k) => JSON.stringify(files[k]) !== JSON.stringify(loaded[k])) : false;
  const previewLink = `${paths.adminPreview}?${new URLSearchParams({ ...choice })}`;

  const select = (label: string, value: string, options: Array<[string, string]>, onChange: (v: string) => void) => (
    <Field.Root w={{ base: 'full', md: '16rem' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h2" size="lg">
          {t('steps.title')}
        </Heading>
        <Text color="fg.muted">{t('steps.intro')}</Text>
      </Stack>
      <Flex gap="3" wrap="wrap" align="end">
        {select(
          t('steps.variant'),
          choice.variant,
          tree.variants.map((v) => [v.variant_name, v.display_name]),
          (v) => setChoice(choiceIn(tree, { variant: v })),
        )}
        {select(
          t('steps.module'),
          choice.module,
          variant.modules.map((m) => [m.module_name, m.display_name]),
          (m) => setChoice(choiceIn(tree, { variant: choice.variant, module: m })),
        )}
        {select(
          t('steps.step'),
          choice.step,
          module.steps.map((s) => [s.step_name, s.display_name]),
          (s) => setChoice(choiceIn(tree, { ...choice, step: s })),
        )}
      </Flex>

      {!texts || !parsed ? (
        <PageSpinner />
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="5" alignItems="start">
          <Stack gap="4" minW="0">
            {STEP_FILE_KINDS.map((kind) => (
              <JsonEditor
                key={kind}
                id={kind}
                label={t(`steps.files.${kind}`)}
                value={texts[kind]}
                parsed={parsed[kind]}
                onChange={(text) => {
                  setTexts({ ...texts, [kind]: text });
                  setOutcome(null);
                }}
              />
            ))}
          </Stack>
          <Stack gap="4" minW="0" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
            <Flex gap="3" wrap="wrap" align="center">
              <Button colorPalette="blue" onClick={() => void save()} loading={busy} disabled={!files || !changed}>
                <Save aria-hidden="true" />
                {t('steps.save')}
              </Button>
              <Link asChild colorPalette="blue" variant="underline">
                <RouterLink to={previewLink}>{t('steps.preview')}</RouterLink>
              </Link>
            </Flex>
            {!files && <Text color="fg.error">{t('steps.fixSyntax')}</Text>}
            {outcome && <StudioNotice kind={outcome.kind} title={outcome.text} />}
            {conflict && (
              <StepConflict
                conflict={conflict}
                busy={busy}
                onLoadTheirs={() => {
                  setLoaded(conflict.theirs);
                  setTexts(textsOf(conflict.theirs));
                  setConflict(null);
                }}
                onOverwrite={() => void save(conflict.theirs)}
              />
            )}
            <Box as="section" aria-labelledby="step-problems-heading" aria-live="polite">
              <Heading as="h3" size="sm" mb="2" id="step-problems-heading">
                {t('steps.problems.title')}
              </Heading>
              {checkFailed ? (
                <Text color="fg.error">{t('steps.problems.failed')}</Text>
              ) : !files ? (
                <Text color="fg.muted">{t('steps.problems.waiting')}</Text>
              ) : !check ? (
                <Text color="fg.muted">{t('steps.problems.checking')}</Text>
              ) : check.problems.length === 0 ? (
                <Text>{t('steps.problems.none')}</Text>
              ) : (
                <List.Root as="ol" ps="5" gap="2" data-testid="step-problems">
                  {check.problems.map((p, i) => {
                    const kind = kindOfPath(p.file);
                    return (
                      // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id, and the list is replaced whole.
                      <List.Item key={i}>
                        <Text>{problemText(p.message)}</Text>
                        <Text fontSize="sm" color="fg.muted">
                          {kind ? t(`steps.files.${kind}`) : p.file}
                          {p.place && (
                            <>
                              {' · '}
                              <Code fontSize="xs">{p.place}</Code>
                            </>
                          )}
                        </Text>
                      </List.Item>
                    );
                  })}
                </List.Root>
              )}
              {check && check.elsewhere > 0 && (
                <Text fontSize="sm" color="fg.muted" mt="2">
                  {t('steps.problems.elsewhere', { count: check.elsewhere })}
                </Text>
              )}
            </Box>
          </Stack>
        </Grid>
      )}
    </Stack>
  );
}
