import { useEffect, useState } from 'react';
import { Link as RouterLink, Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Global } from '@emotion/react';
import { Alert, Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import type { DownloadAction } from '../../../engine/steps';
import { stepRoute } from '../../../engine/variants/module-view';
import { textNamespaces } from '../../../engine/steps';
import { errorDetail, HTTPError } from '../../api/client';
import { loadResults, type DeckResults } from '../../api/results';
import { getMyVariant } from '../../api/variants';
import { paths } from '../../app/paths';
import { currentStepModule } from '../../content-version';
import { PageSpinner } from '../../components/PageSpinner';
import { TopBar } from '../../components/TopBar';
import { loadTexts } from '../../i18n';
import { AudienceChoice } from '../AudienceChoice';
import { setTextVariant, tr } from '../translate';
import { ResultsSections } from './ResultsSections';

/** A4 with margins a desk printer keeps; the page's own padding is left out of print. */
const PRINT_PAGE = '@page { size: A4; margin: 14mm 12mm; }';

type Located =
  | {
      kind: 'step';
      moduleName: string;
      stepPath: string;
      workflowPath: string;
      action: DownloadAction & { print: NonNullable<DownloadAction['print']> };
    }
  | { kind: 'locked'; workflowPath: string }
  | { kind: 'none'; to: string };

type Results = { kind: 'loading' } | { kind: 'ready'; results: DeckResults } | { kind: 'error'; message: string };

/** The step this page prints the results of (<its route>/results): open to the member, with a printable page in its rules. */
async function locate(pathname: string): Promise<Located> {
  const variant = await getMyVariant();
  setTextVariant(variant.variant_name);
  for (const module of variant.modules) {
    const step = module.steps.find((s) => stepRoute(module.module_name, s) === pathname);
    if (!step) continue;
    const workflowPath = paths.workflow(module.module_name);
    if (step.status === 'locked') return { kind: 'locked', workflowPath };
    const definition = (await currentStepModule(`${module.module_name}/${step.step_name}`))?.definition;
    const action = definition?.rules?.download;
    if (!action?.print) return { kind: 'none', to: pathname };
    await loadTexts(textNamespaces(definition, variant.variant_name));
    return { kind: 'step', moduleName: module.module_name, stepPath: pathname, workflowPath, action: { ...action, print: action.print } };
  }
  return { kind: 'none', to: paths.home };
}

/**
 * The printable results of a step's deck (the presentation's): the team outlook and, in the
 * management's view, the member-by-value view, on a page that prints to A4 with nothing but them.
 * The view is the `audience` in the address (the team's at first, as on the presentation page).
 */
export default function ResultsPage() {
  const { t } = useTranslation('step-runner');
  const params = useParams();
  const pathname = `/${params.module ?? ''}/${params.step ?? ''}`;
  const [located, setLocated] = useState<Located | null | undefined>(undefined);
  const [search, setSearch] = useSearchParams();

  useEffect(() => {
    let live = true;
    locate(pathname).then(
      (found) => live && setLocated(found),
      (err: unknown) => {
        console.error(err);
        if (live) setLocated(null);
      },
    );
    return () => {
      live = false;
    };
  }, [pathname]);

  const step = located?.kind === 'step' ? located : undefined;
  const choices = step?.action.audience?.choices ?? [];
  // The choice shows at once; the address follows it (react-router updates it in a transition, too late for a controlled radio).
  const [chosen, setChosen] = useState(() => search.get('audience'));
  const audience = choices.find((c) => c.value === chosen)?.value ?? choices[0]?.value;
  const choose = (value: string) => {
    setChosen(value);
    setSearch({ audience: value }, { replace: true });
  };
  const [results, setResults] = useState<Results>({ kind: 'loading' });

  useEffect(() => {
    if (!step) return;
    let live = true;
    setResults({ kind: 'loading' });
    loadResults(step.moduleName, step.action.endpoint, audience).then(
      (answer) => live && setResults({ kind: 'ready', results: answer }),
      async (err: unknown) => {
        console.error(err);
        const message =
          err instanceof HTTPError
            ? t('results.failed', { detail: (await errorDetail(err)) ?? err.response.status })
            : t('results.network');
        if (live) setResults({ kind: 'error', message });
      },
    );
    return () => {
      live = false;
    };
  }, [step, audience, t]);

  // 'Uložit jako PDF' names the file after the page's title, and a printed page's header shows it.
  const pageTitle = results.kind === 'ready' && step ? `${tr(step.action.print.title)} – ${results.results.team}` : undefined;
  useEffect(() => {
    if (!pageTitle) return;
    const before = document.title;
    document.title = pageTitle;
    return () => {
      document.title = before;
    };
  }, [pageTitle]);

  if (located === undefined) return <PageSpinner />;
  if (located?.kind === 'none') return <Navigate to={located.to} replace />;
  const workflowPath = located?.workflowPath;
  const viewLabel = tr(choices.find((c) => c.value === audience)?.label);

  return (
    <Box minH="100vh" bg="bg.subtle" _print={{ bg: 'white', minH: 'auto', color: 'black' }}>
      <Global styles={PRINT_PAGE} />
      <Box _print={{ display: 'none' }}>
        <TopBar workflowPath={workflowPath} />
      </Box>
      <Box
        as="main"
        id="main"
        maxW="5xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py={{ base: '6', md: '10' }}
        pb="24"
        _print={{ maxW: 'none', p: '0', fontSize: '11pt' }}
      >
        {located === null && <Text role="alert">{t('loadConnectionError')}</Text>}
        {located?.kind === 'locked' && (
          <Alert.Root status="warning" data-testid="step-locked">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('locked')}</Alert.Title>
              <Alert.Description>
                <Link asChild>
                  <RouterLink to={located.workflowPath}>{t('toWorkflow')}</RouterLink>
                </Link>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {step && (
          <Stack gap="8">
            <Stack gap="2" as="header">
              <Heading as="h1" size="3xl">
                {tr(step.action.print.title)}
              </Heading>
              {results.kind === 'ready' && (
                <Text fontSize="lg" color="fg.muted" _print={{ color: 'black' }} data-testid="results-meta">
                  {[
                    t('results.made', { team: results.results.team, date: results.results.date }),
                    viewLabel && t('results.viewNamed', { view: viewLabel }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              )}
              <Text maxW="3xl" _print={{ display: 'none' }}>
                {tr(step.action.print.description)}
              </Text>
            </Stack>
            <Flex gap="4" wrap="wrap" align="end" justify="space-between" _print={{ display: 'none' }} data-testid="results-controls">
              {choices.length > 0 && (
                <AudienceChoice
                  legend={t('results.view')}
                  name="results-audience"
                  choices={choices}
                  value={audience}
                  onChange={choose}
                  compact
                />
              )}
              <Flex gap="4" align="center" wrap="wrap">
                <Link asChild>
                  <RouterLink to={step.stepPath}>{t('results.back')}</RouterLink>
                </Link>
                <Button colorPalette="blue" onClick={() => window.print()} disabled={results.kind !== 'ready'} data-testid="print-button">
                  <Printer aria-hidden="true" />
                  {t('results.print')}
                </Button>
              </Flex>
            </Flex>
            <Box>
              {results.kind === 'loading' && <PageSpinner />}
              {results.kind === 'error' && (
                <Alert.Root status="error" role="alert" data-testid="results-error">
                  <Alert.Indicator />
                  <Alert.Title>{results.message}</Alert.Title>
                </Alert.Root>
              )}
              {results.kind === 'ready' && <ResultsSections sections={results.results.sections} />}
            </Box>
          </Stack>
        )}
      </Box>
    </Box>
  );
}
