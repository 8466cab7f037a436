import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Card, Flex, Heading, Link, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { moduleNameFromRoute } from '../../../engine/shell/index';
import { currentStep, stepRoute } from '../../../engine/variants/module-view';
import { HTTPError } from '../../api/client';
import { getProgress, type ModuleInfo } from '../../api/variants';
import { useSession } from '../../stores/session';
import { ModuleIcon } from '../../components/ModuleIcon';
import { paths } from '../../app/paths';
import { PageLayout } from '../../components/PageLayout';
import { PageSpinner } from '../../components/PageSpinner';
import { StepCard } from './StepCard';

type Load =
  | { state: 'loading' }
  | { state: 'ok'; module: ModuleInfo }
  | { state: 'error'; messageKey: 'noVariant' | 'loadError' | 'notFound' };

/** /{module}/workflow for any module: progress, numbered step cards, help, and the empty and error states. */
export default function WorkflowPage() {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const moduleName = moduleNameFromRoute(useParams().module ?? '');
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    getProgress()
      .then((p) => {
        const variant = p.user_variants[0];
        if (!variant) return setLoad({ state: 'error', messageKey: 'noVariant' });
        const module = variant.modules.find((m) => m.module_name === moduleName);
        setLoad(module ? { state: 'ok', module } : { state: 'error', messageKey: 'notFound' });
      })
      .catch((err: unknown) => {
        if (err instanceof HTTPError && err.response.status === 401) useSession.getState().clear();
        setLoad({ state: 'error', messageKey: 'loadError' });
      });
  }, [moduleName]);

  const workflowPath = paths.workflow(moduleName);
  if (load.state === 'loading')
    return (
      <PageLayout workflowPath={workflowPath}>
        <PageSpinner />
      </PageLayout>
    );
  if (load.state === 'error') {
    return (
      <PageLayout>
        <Alert.Root status={load.messageKey === 'loadError' ? 'error' : 'warning'} role="alert">
          <Alert.Indicator />
          <Alert.Content gap="3">
            <Alert.Title>{t(load.messageKey)}</Alert.Title>
            <Link asChild textDecoration="underline">
              <RouterLink to="/home">{t('backHome')}</RouterLink>
            </Link>
          </Alert.Content>
        </Alert.Root>
      </PageLayout>
    );
  }

  const { module } = load;
  const current = currentStep(module.steps);
  return (
    <PageLayout workflowPath={workflowPath}>
      <Stack gap="8">
        <Flex as="section" gap="5" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <Box color="blue.600" bg="blue.50" p="4" borderRadius="xl">
            <ModuleIcon name={module.icon} size={36} />
          </Box>
          <Stack gap="2" flex="1">
            <Heading as="h1" size="2xl">
              {module.display_name}
            </Heading>
            {module.description && <Text color="fg.muted">{module.description}</Text>}
          </Stack>
          <Box minW={{ base: 'full', md: '60' }}>
            <Flex justify="space-between" fontSize="sm" mb="1">
              <Text>{t('progress')}</Text>
              <Text fontWeight="bold" data-testid="module-progress">
                {module.progress_percentage} %
              </Text>
            </Flex>
            <Progress.Root value={module.progress_percentage} colorPalette="blue" aria-label={t('progress')}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Box>
        </Flex>
        <Stack as="section" gap="4" aria-labelledby="steps-heading">
          <Heading as="h2" id="steps-heading" size="lg">
            {t('stepsHeading')}
          </Heading>
          {module.steps.length === 0 ? (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>{t('noSteps')}</Alert.Title>
            </Alert.Root>
          ) : (
            <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5" m="0" p="0">
              {module.steps.map((s, i) => (
                <li key={s.step_name}>
                  <StepCard step={s} n={i + 1} isCurrent={s === current} onOpen={() => navigate(stepRoute(module.module_name, s))} />
                </li>
              ))}
            </SimpleGrid>
          )}
        </Stack>
        <Card.Root as="aside" variant="subtle">
          <Card.Body gap="2">
            <Heading as="h2" size="md">
              {t('helpTitle')}
            </Heading>
            <Text>{t('helpText')}</Text>
            <Button asChild variant="outline" alignSelf="flex-start" mt="2">
              <a href={`mailto:${t('contactEmail')}`}>{t('contact')}</a>
            </Button>
          </Card.Body>
        </Card.Root>
      </Stack>
    </PageLayout>
  );
}
