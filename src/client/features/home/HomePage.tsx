import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { moduleEntryRoute } from '../../../engine/shell/index';
import { HTTPError } from '../../api/client';
import { getProgress, type ProgressData } from '../../api/variants';
import { useSession } from '../../stores/session';
import { PageLayout } from '../../components/PageLayout';
import { PageSpinner } from '../../components/PageSpinner';
import { ModuleCard } from './ModuleCard';
import { loadVariantTexts, variantText } from './variant-content';

/** /home: the hero with the variant's welcome texts and a card per module. */
export default function HomePage() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [variant, setVariant] = useState<ProgressData['user_variants'][number] | null | undefined>(undefined);

  useEffect(() => {
    getProgress()
      .then(
        (progress) => progress.user_variants[0] ?? null,
        (err: unknown) => {
          // A 401 signs out (the guard then shows /); anything else shows no modules and general texts.
          if (err instanceof HTTPError && err.response.status === 401) useSession.getState().clear();
          return null;
        },
      )
      .then(async (mine) => {
        await loadVariantTexts(mine?.variant_name);
        setVariant(mine);
      });
  }, []);

  if (variant === undefined)
    return (
      <PageLayout>
        <PageSpinner />
      </PageLayout>
    );
  const modules = variant?.modules ?? [];
  const title = variantText(variant?.variant_name, 'homeWelcomeTitle') ?? t('defaultTitle');
  const description = variantText(variant?.variant_name, 'homeWelcomeDescription') ?? t('defaultDescription');

  return (
    <PageLayout>
      <Stack gap="8">
        <Box
          as="section"
          bgGradient="to-r"
          gradientFrom="blue.700"
          gradientTo="blue.500"
          color="white"
          borderRadius="2xl"
          p={{ base: '6', md: '10' }}
        >
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <Text mt="3" maxW="3xl" fontSize={{ base: 'md', md: 'lg' }}>
            {description}
          </Text>
        </Box>
        <Stack as="section" gap="4" aria-labelledby="modules-heading">
          <Heading as="h2" id="modules-heading" size="lg">
            {t('modulesHeading')}
          </Heading>
          {modules.length === 0 ? (
            <Alert.Root status="info" data-testid="no-modules">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('noModulesTitle')}</Alert.Title>
                <Alert.Description>{t('noModulesText')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
              {modules.map((m) => (
                <ModuleCard key={m.module_name} module={m} onOpen={() => navigate(moduleEntryRoute(m))} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Stack>
    </PageLayout>
  );
}
