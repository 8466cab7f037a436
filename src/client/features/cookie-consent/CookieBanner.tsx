import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { ACCEPT_ALL, ONLY_NECESSARY } from '../../../engine/shell/index';
import { useConsent } from './consent-store';

// The switches (and zag's switch machine) only when the visitor opens the details.
const CookieSwitches = lazy(() => import('./CookieSwitches'));

/** Shown on every page until a choice of the current version is stored (spec sections 2 and 4). */
export function CookieBanner() {
  const visible = useConsent((s) => s.visible);
  // Mounted afresh on every opening, so the switches start from the stored preference.
  return visible ? <BannerBody /> : null;
}

function BannerBody() {
  const { t } = useTranslation('cookies');
  const { detailed, preferences, save, showDetails } = useConsent();
  const [choice, setChoice] = useState({
    functional: preferences?.functional ?? false,
    analytics: preferences?.analytics ?? false,
  });
  return (
    <Box
      as="section"
      role="region"
      aria-label={t('region')}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="banner"
      bg="bg.panel"
      borderTopWidth="1px"
      boxShadow="lg"
      p={{ base: '4', md: '6' }}
    >
      <Stack maxW="4xl" mx="auto" gap="4">
        <Heading as="h2" size="md">
          {t('title')}
        </Heading>
        <Text fontSize="sm">
          {t('text')}{' '}
          <Link href="/privacy-policy" target="_blank" rel="noopener noreferrer" colorPalette="blue" textDecoration="underline">
            {t('privacy')}
          </Link>
          {' · '}
          <Link href="/terms-of-service" target="_blank" rel="noopener noreferrer" colorPalette="blue" textDecoration="underline">
            {t('terms')}
          </Link>
        </Text>
        {detailed && (
          <Suspense fallback={<Spinner size="sm" />}>
            <CookieSwitches choice={choice} onToggle={(name, on) => setChoice((c) => ({ ...c, [name]: on }))} />
          </Suspense>
        )}
        <Flex gap="3" wrap="wrap" justify="flex-end">
          {detailed ? (
            <>
              <Button variant="outline" onClick={() => save(ONLY_NECESSARY)}>
                {t('onlyNecessary')}
              </Button>
              <Button variant="outline" onClick={() => save({ ...choice, marketing: preferences?.marketing ?? false })}>
                {t('save')}
              </Button>
            </>
          ) : (
            <Button variant="outline" onClick={showDetails}>
              {t('settings')}
            </Button>
          )}
          <Button colorPalette="blue" onClick={() => save(ACCEPT_ALL)}>
            {t('acceptAll')}
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
