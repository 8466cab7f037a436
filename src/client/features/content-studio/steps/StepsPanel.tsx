import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, ButtonGroup, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { getContentTree, type ContentTree } from '../../../api/content';
import { paths } from '../../../app/paths';
import { PageSpinner } from '../../../components/PageSpinner';
import { EditorPreview } from '../editor/EditorPreview';
import { StepEditor } from '../editor/StepEditor';
import { LabelledSelect } from '../LabelledSelect';
import { StudioNotice } from '../variants/StudioNotice';
import { useTabShown } from '../variants/use-tab-shown';
import { placeIn } from './json-place';
import { JsonView } from './JsonView';
import { StepConflict } from './StepConflict';
import { useStepDraft, type StepChoice } from './use-step-draft';

/** The choice made whole against the tree: an unknown variant, module or step becomes the first one. */
function choiceIn(tree: ContentTree, want: Partial<StepChoice>): StepChoice | null {
  const v = tree.variants.find((x) => x.variant_name === want.variant) ?? tree.variants[0];
  const m = v?.modules.find((x) => x.module_name === want.module) ?? v?.modules[0];
  const s = m?.steps.find((x) => x.step_name === want.step) ?? m?.steps[0];
  return v && m && s ? { variant: v.variant_name, module: m.module_name, step: s.step_name } : null;
}

/**
 * The variant a link names when it lists `module`/`step` (the structure tab's links), else the
 * first that does (a problem's link names a step by its files, which every variant shares).
 */
function choiceOf(tree: ContentTree, module: string, step: string, variant: string | null): StepChoice | null {
  const lists = (x: ContentTree['variants'][number]) =>
    x.modules.some((m) => m.module_name === module && m.steps.some((s) => s.step_name === step));
  const v = tree.variants.find((x) => x.variant_name === variant && lists(x)) ?? tree.variants.find(lists);
  return v ? { variant: v.variant_name, module, step } : null;
}

const sameChoice = (a: StepChoice | null, b: StepChoice | null) =>
  a?.variant === b?.variant && a?.module === b?.module && a?.step === b?.step;

type View = 'editor' | 'json';

/**
 * The steps tab: a step in the editor (fields and their rules, saved by itself) or as its three
 * JSON files. Both views edit the same files, so switching keeps unsaved work either way.
 * The live preview of the draft stands beside the editor.
 */
export default function StepsPanel() {
  const { t } = useTranslation('studio');
  const [tree, setTree] = useState<ContentTree | null>(null);
  const [failed, setFailed] = useState(false);
  const [choice, setChoice] = useState<StepChoice | null>(null);
  const [view, setView] = useState<View>('editor');
  const draft = useStepDraft(choice, view === 'json' ? 'typed' : 'saved');
  // A link to a step (the structure tab's) or to a problem's place (the publish tab's: the step, its file and the JSON pointer in it, shown in the JSON view).
  const [params] = useSearchParams();
  const link = {
    variant: params.get('variant'),
    module: params.get('module'),
    step: params.get('step'),
    file: params.get('file'),
    place: params.get('place') ?? '',
  };
  const linkKey = JSON.stringify(link);
  const [target, setTarget] = useState<{ choice: StepChoice; file: string; place: string } | null>(null);

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

  // Each link is followed once: the tree read again when the tab is shown leaves the author's own choice alone.
  const followed = useRef('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: linkKey stands for `link`, a new object each render.
  useEffect(() => {
    if (!tree || !link.module || !link.step || followed.current === linkKey) return;
    followed.current = linkKey;
    const linked = choiceOf(tree, link.module, link.step, link.variant);
    if (!linked) return;
    setChoice((c) => (sameChoice(c, linked) ? c : linked));
    if (link.file) {
      setView('json');
      setTarget({ choice: linked, file: link.file, place: link.place });
    }
  }, [tree, linkKey]);

  // The linked file is focused with its place selected once the step's files are there.
  useEffect(() => {
    if (!target || !draft.texts || !sameChoice(draft.textsFor, target.choice)) return;
    const area = document.getElementById(target.file);
    if (!(area instanceof HTMLTextAreaElement)) return;
    const span = placeIn(area.value, target.place) ?? { start: 0, end: 0 };
    area.focus();
    area.setSelectionRange(span.start, span.end);
    const lines = area.value.split('\n').length;
    const line = area.value.slice(0, span.start).split('\n').length;
    area.scrollTop = Math.max(0, ((line - 3) / lines) * area.scrollHeight);
    setTarget(null);
  }, [target, draft.texts, draft.textsFor]);

  // The editor saves by itself: its last change goes into the draft before another step opens (a failed save keeps the step open to show why).
  const choose = async (next: StepChoice | null) => {
    if (view === 'editor' && draft.changed && !draft.busy && !(await draft.save())) return;
    setChoice(next);
  };

  if (failed || draft.failed) return <StudioNotice kind="error" title={t('steps.loadFailed')} />;
  if (!tree || !choice) return <PageSpinner />;
  const variant = tree.variants.find((v) => v.variant_name === choice.variant)!;
  const module = variant.modules.find((m) => m.module_name === choice.module)!;
  const previewLink = `${paths.adminPreview}?${new URLSearchParams({ ...choice })}`;

  const select = (label: string, value: string, options: Array<[string, string]>, onChange: (v: string) => void) => (
    <LabelledSelect label={label} value={value} options={options} onChange={onChange} width={{ base: 'full', md: '16rem' }} />
  );

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h2" size="lg">
          {t(view === 'editor' ? 'editor.title' : 'steps.title')}
        </Heading>
        <Text color="fg.muted">{t(view === 'editor' ? 'editor.intro' : 'steps.intro')}</Text>
      </Stack>
      <Flex gap="3" wrap="wrap" align="end">
        {select(
          t('steps.variant'),
          choice.variant,
          tree.variants.map((v) => [v.variant_name, v.display_name]),
          (v) => void choose(choiceIn(tree, { variant: v })),
        )}
        {select(
          t('steps.module'),
          choice.module,
          variant.modules.map((m) => [m.module_name, m.display_name]),
          (m) => void choose(choiceIn(tree, { variant: choice.variant, module: m })),
        )}
        {select(
          t('steps.step'),
          choice.step,
          module.steps.map((s) => [s.step_name, s.display_name]),
          (s) => void choose(choiceIn(tree, { ...choice, step: s })),
        )}
        <ButtonGroup size="md" variant="outline" attached role="group" aria-label={t('editor.view.label')}>
          {(['editor', 'json'] as const).map((v) => (
            <Button
              key={v}
              aria-pressed={view === v}
              variant={view === v ? 'solid' : 'outline'}
              colorPalette="blue"
              disabled={v === 'editor' && view === 'json' && !draft.files}
              onClick={() => setView(v)}
            >
              {t(`editor.view.${v}`)}
            </Button>
          ))}
        </ButtonGroup>
      </Flex>
      {view === 'json' && draft.texts && !draft.files && <Text color="fg.muted">{t('editor.view.fixJson')}</Text>}
      {draft.conflict && (
        <StepConflict
          conflict={draft.conflict}
          busy={draft.busy}
          onLoadTheirs={draft.loadTheirs}
          onOverwrite={() => void draft.save(draft.conflict!.theirs)}
        />
      )}
      {!draft.texts ? (
        <PageSpinner />
      ) : view === 'json' ? (
        <JsonView draft={draft} previewLink={previewLink} />
      ) : (
        <StepEditor
          draft={draft}
          previewLink={previewLink}
          aside={<EditorPreview variant={choice.variant} module={choice.module} step={choice.step} revision={draft.revision} />}
        />
      )}
    </Stack>
  );
}
