import { useCallback, useEffect, useState } from 'react';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Breadcrumb, Flex, Heading, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { resumeRoute, stepRoute } from '../../engine/variants/module-view';
import { stepWay } from '../../engine/variants/step-way';
import { textNamespaces } from '../../engine/steps';
import { loadTexts } from '../i18n';
import { currentContent } from '../content-version';
import { loadStep, stepApiPath } from '../api/steps';
import { paths } from '../app/paths';
import { getMyVariant, getProgress, type ModuleInfo, type StepInfo } from '../api/variants';
import { PageLayout } from '../components/PageLayout';
import { PageSpinner } from '../components/PageSpinner';
import { useSession } from '../stores/session';
import { loadStepForUser, type LoadedStep } from './load-step';
import { AuthoredHtml } from './AuthoredHtml';
import { StepRunner } from './StepRunner';
import { StepPosition, StepWayNav } from './StepWayNav';
import { setTextVariant, tr } from './translate';

interface Located {
  module: ModuleInfo;
  step: StepInfo;
  progress: number;
  /** The module's steps with their statuses as the progress data has them (the way on, 'Dokončeno'). */
  steps: StepInfo[];
  loaded: LoadedStep | undefined;
}

/** Where an address that shows no step leads: a step it redirects to, else its module's workflow, else home. */
type Elsewhere = { redirect: string };

/**
 * The step whose address the URL is: its route (route_path, else /{module}/{step-with-hyphens})
 * or one of its route_aliases; an address in a step's redirect_from leads to the step's route,
 * a module's resume_route to its first step not completed by the progress data (`progress`).
 */
function locate(modules: ModuleInfo[], pathname: string, progress: ModuleInfo[]): { module: ModuleInfo; step: StepInfo } | Elsewhere {
  for (const module of modules) {
    for (const step of module.steps) {
      if (stepRoute(module.module_name, step) === pathname || step.route_aliases?.includes(pathname)) return { module, step };
      if (step.redirect_from?.includes(pathname)) return { redirect: stepRoute(module.module_name, step) };
    }
  }
  const resuming = progress.find((m) => m.resume_route === pathname);
  if (resuming) return { redirect: resumeRoute(resuming) };
  const segment = pathname.split('/')[1] ?? '';
  const module = modules.find((m) => paths.workflow(m.module_name) === `/${segment}/workflow`);
  return { redirect: module ? paths.workflow(module.module_name) : paths.home };
}

/**
 * The common step page (spec step-content section 2): top bar, breadcrumb, a header with title,
 * subtitle and the module's overall progress, the sanitised description, then the StepRunner.
 */
export default function StepPage() {
  const { t } = useTranslation(['shell', 'step-runner']);
  const { pathname } = useLocation();
  const userId = useSession((s) => s.user?.id ?? 0);
  // What was found is kept with the address it was found for: on the render right after a
  // navigation, the previous step's data must not reach a runner of the new address.
  const [result, setResult] = useState<{ at: string; found: Located | Elsewhere | null } | undefined>(undefined);
  const found = result?.at === `${userId}:${pathname}` ? result.found : undefined;

  useEffect(() => {
    let live = true;
    (async () => {
      const [variant, progress, content] = await Promise.all([getMyVariant(), getProgress(), currentContent()]);
      setTextVariant(variant.variant_name);
      const hit = locate(variant.modules, pathname, progress.user_variants[0]?.modules ?? []);
      if ('redirect' in hit) return hit;
      const p = progress.user_variants[0]?.modules.find((m) => m.module_name === hit.module.module_name);
      // A locked step cannot be opened: its page says so instead of loading anything.
      const readStep = async (key: string) => {
        const [m, st] = key.split('/');
        const source = variant.modules.find((x) => x.module_name === m)?.steps.find((x) => x.step_name === st);
        return source ? ((await loadStep(stepApiPath(m!, source.endpoint)))?.data ?? null) : null;
      };
      const loaded =
        hit.step.status === 'locked'
          ? undefined
          : await loadStepForUser(hit.module.module_name, hit.step.step_name, hit.step.endpoint, userId, readStep, content);
      // The step's texts are here before it shows, never its keys.
      if (loaded) await loadTexts(textNamespaces(loaded.module.definition, variant.variant_name));
      return { ...hit, progress: p?.progress_percentage ?? 0, steps: p?.steps ?? hit.module.steps, loaded };
    })()
      .then((value) => live && setResult({ at: `${userId}:${pathname}`, found: value }))
      .catch((err) => {
        console.error(err);
        if (live) setResult({ at: `${userId}:${pathname}`, found: null });
      });
    return () => {
      live = false;
    };
  }, [pathname, userId]);

  // The header's progress and the way on after a completion on this page (the presentation
  // completes itself on load; other steps show the next step open until they move on).
  const refreshProgress = useCallback(() => {
    void getProgress().then(
      (progress) =>
        setResult((r) => {
          const located = r?.found;
          if (!located || 'redirect' in located) return r;
          const m = progress.user_variants[0]?.modules.find((x) => x.module_name === located.module.module_name);
          return { ...r, found: { ...located, progress: m?.progress_percentage ?? located.progress, steps: m?.steps ?? located.steps } };
        }),
      (err: unknown) => console.error(err),
    );
  }, []);

  if (found === undefined)
    return (
      <PageLayout>
        <PageSpinner />
      </PageLayout>
    );
  if (found === null)
    return (
      <PageLayout>
        <Text role="alert">{t('shell:unauthorized.text')}</Text>
      </PageLayout>
    );
  if ('redirect' in found) return <Navigate to={found.redirect} replace />;
  const { module, step, loaded } = found;
  const rules = loaded?.module.definition.rules;
  const workflowPath = paths.workflow(module.module_name);
  const description = rules?.description ? tr(rules.description) : '';
  const way = stepWay(module.module_name, found.steps, step.step_name);
  const completedAt = found.steps.find((s) => s.step_name === step.step_name)?.completed_at;
  return (
    <PageLayout workflowPath={workflowPath}>
      <Stack gap="6">
        <Breadcrumb.Root>
          <Breadcrumb.List>
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild>
                <RouterLink to="/home">{t('shell:nav.home')}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild>
                <RouterLink to={workflowPath}>{module.display_name}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink>{step.display_name}</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </Breadcrumb.List>
        </Breadcrumb.Root>
        <Flex as="header" gap="4" direction={{ base: 'column', md: 'row' }} justify="space-between">
          <Stack gap="1">
            {way && <StepPosition way={way} completedAt={completedAt} />}
            <Heading as="h1" size="2xl">
              {tr(rules?.title) || step.display_name}
            </Heading>
            <Text color="fg.muted">{tr(rules?.subtitle) || module.display_name}</Text>
          </Stack>
          <Box minW={{ md: '56' }}>
            <Text fontSize="sm" id="module-progress-label">
              {t('step-runner:moduleProgress', { module: module.display_name, percent: found.progress })}
            </Text>
            <Progress.Root value={found.progress} colorPalette="blue" aria-labelledby="module-progress-label">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Box>
        </Flex>
        {description ? (
          <AuthoredHtml
            className="step-description"
            css={{ '& p + p': { mt: '2' }, '& ul, & ol': { ps: '6' }, '& a': { color: 'blue.600', textDecoration: 'underline' } }}
            html={description}
          />
        ) : (
          step.description && <Text>{step.description}</Text>
        )}
        {step.status === 'locked' && <WayOn status="warning" testId="step-locked" title={t('step-runner:locked')} to={workflowPath} />}
        {loaded && (
          <StepRunner
            key={pathname}
            loaded={loaded}
            moduleName={module.module_name}
            stepName={step.step_name}
            userId={userId}
            onProgressChange={refreshProgress}
          />
        )}
        {!loaded && step.status !== 'locked' && (
          <WayOn status="info" testId="step-not-ready" title={t('step-runner:notReady')} to={workflowPath} />
        )}
        {way && <StepWayNav way={way} workflowPath={workflowPath} />}
      </Stack>
    </PageLayout>
  );
}

/** Why the step shows no form, with the way on to the module's overview: never a step page without one. */
function WayOn({ status, testId, title, to }: { status: 'warning' | 'info'; testId: string; title: string; to: string }) {
  const { t } = useTranslation('step-runner');
  return (
    <Alert.Root status={status} data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <Link asChild>
            <RouterLink to={to}>{t('toWorkflow')}</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
