import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Button, Container, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';

interface Section {
  title: string;
  paragraphs: string[];
}

/** A public legal page: static Czech text, the cookie-settings button, back link and the other page. */
export function LegalPage({ doc }: { doc: 'privacy' | 'terms' }) {
  const { t } = useTranslation('legal');
  const sections = t(`${doc}.sections`, { returnObjects: true }) as Section[];
  const other = doc === 'privacy' ? { to: '/terms-of-service', label: t('toTerms') } : { to: '/privacy-policy', label: t('toPrivacy') };
  return (
    <Box as="main" bg="bg.subtle" minH="100vh" py={{ base: '6', md: '12' }} pb="48">
      <Container maxW="3xl">
        <Stack gap="6" bg="bg.panel" p={{ base: '5', md: '10' }} borderRadius="xl" borderWidth="1px">
          <Link asChild alignSelf="flex-start" textDecoration="underline">
            <RouterLink to="/workflow">← {t('back')}</RouterLink>
          </Link>
          <Heading as="h1" size="2xl">
            {t(`${doc}.title`)}
          </Heading>
          <Text color="fg.muted">{t('lastUpdated')}</Text>
          {sections.map((s) => (
            <Stack as="section" key={s.title} gap="2">
              <Heading as="h2" size="lg">
                {s.title}
              </Heading>
              {s.paragraphs.map((p) => (
                <Text key={p}>{p}</Text>
              ))}
            </Stack>
          ))}
          <Flex gap="4" wrap="wrap" align="center" borderTopWidth="1px" pt="5">
            <Button variant="outline" onClick={() => window.openCookieSettings?.()}>
              {t('cookieSettings')}
            </Button>
            <Link asChild textDecoration="underline">
              <RouterLink to={other.to}>{other.label}</RouterLink>
            </Link>
          </Flex>
        </Stack>
      </Container>
    </Box>
  );
}
