import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumb, Heading, Progress, Stack, Text, Box, Flex } from '@chakra-ui/react';
import { stepRoute } from '../../engine/variants/module-view';
import { getMyVariant, getProgress, type ModuleInfo, type StepInfo } from '../api/variants';
import { PageLayout } from '../components/PageLayout';
import { PageSpinner } from '../components/PageSpinner';

interface Located { module: ModuleInfo; step: StepInfo; progress: number }

/** The step whose route the URL is: route_path, else /{module}/{step-with-hyphens}; /intro is the intro's only step. */
function locate(modules: ModuleInfo[], pathname: string): { module: ModuleInfo; step: StepInfo } | undefined {
  for (const module of modules) {
    for (const step of module.steps) {
      if (stepRoute(module.module_name, step) === pathname) return { module, step };
    }
    if (pathname === '/intro' && module.module_name === 'intro' && module.steps[0]) return { module, step: module.steps[0] };
  }
  return undefined;
}

/** The common step page: top bar, breadcrumb, header with the module's overall progress. */
export default function StepPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [found, setFound] = useState<Located | null | undefined>(undefined);

  useEffect(() => {
    Promise.all([getMyVariant(), getProgress()])
      .then(([variant, progress]) => {
        const hit = locate(variant.modules, pathname);
        const p = progress.user_variants[0]?.modules.find((m) => m.module_name === hit?.module.module_name);
        setFound(hit ? { ...hit, progress: p?.progress_percentage ?? 0 } : null);
      })
      .catch(() => setFound(null));
  }, [pathname]);

  if (found === undefined) return <PageLayout><PageSpinner /></PageLayout>;
  if (found === null) return <PageLayout><Text role="alert">{t('unauthorized.text')}</Text></PageLayout>;
  const workflowPath = `/${found.module.module_name.replaceAll('_', '-')}/workflow`;
  return (
    <PageLayout workflowPath={workflowPath}>
      <Stack gap="6">
        <Breadcrumb.Root>
          <Breadcrumb.List>
            <Breadcrumb.Item><Breadcrumb.Link asChild><RouterLink to="/home">{t('nav.home')}</RouterLink></Breadcrumb.Link></Breadcrumb.Item>
            <Breadcrumb.Separator />
            <Breadcrumb.Item><Breadcrumb.Link asChild><RouterLink to={workflowPath}>{found.module.display_name}</RouterLink></Breadcrumb.Link></Breadcrumb.Item>
            <Breadcrumb.Separator />
            <Breadcrumb.Item><Breadcrumb.CurrentLink>{found.step.display_name}</Breadcrumb.CurrentLink></Breadcrumb.Item>
          </Breadcrumb.List>
        </Breadcrumb.Root>
        <Flex as="header" gap="4" direction={{ base: 'column', md: 'row' }} justify="space-between">
          <Stack gap="1">
            <Heading as="h1" size="2xl">{found.step.display_name}</Heading>
            <Text color="fg.muted">{found.module.display_name}</Text>
          </Stack>
          <Box minW={{ md: '56' }}>
            <Text fontSize="sm">{found.progress} %</Text>
            <Progress.Root value={found.progress} colorPalette="blue" aria-label={found.module.display_name}>
              <Progress.Track><Progress.Range /></Progress.Track>
            </Progress.Root>
          </Box>
        </Flex>
        {found.step.description && <Text>{found.step.description}</Text>}
      </Stack>
    </PageLayout>
  );
}
