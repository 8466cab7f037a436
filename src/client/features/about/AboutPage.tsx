import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Play } from 'lucide-react';
import { PageLayout } from '../../components/PageLayout';

interface Mission {
  title: string;
  text: string;
}
interface Milestone {
  when: string;
  what: string;
}

/** The video has no source yet; its placeholder says so. */
const VIDEO_SRC: string | undefined = undefined;

/** /about: mission cards, the video placeholder and the project timeline. */
export default function AboutPage() {
  const { t } = useTranslation('about');
  const missions = t('missions', { returnObjects: true }) as Mission[];
  const timeline = t('timeline', { returnObjects: true }) as Milestone[];
  const [videoMissing, setVideoMissing] = useState(false);
  return (
    <PageLayout>
      <Stack gap="10">
        <Stack gap="3">
          <Heading as="h1" size="3xl">
            {t('title')}
          </Heading>
          <Text fontSize="lg" color="fg.muted" maxW="3xl">
            {t('lead')}
          </Text>
        </Stack>
        <Stack as="section" gap="4" aria-labelledby="mission">
          <Heading as="h2" id="mission" size="xl">
            {t('missionHeading')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            {missions.map((m) => (
              <Card.Root key={m.title}>
                <Card.Body gap="2">
                  <Heading as="h3" size="md">
                    {m.title}
                  </Heading>
                  <Text color="fg.muted">{m.text}</Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack as="section" gap="4" aria-labelledby="video">
          <Heading as="h2" id="video" size="xl">
            {t('videoHeading')}
          </Heading>
          <Box bg="gray.800" borderRadius="xl" aspectRatio={16 / 9} maxW="3xl" display="flex" alignItems="center" justifyContent="center">
            <Button size="lg" colorPalette="blue" onClick={() => (VIDEO_SRC ? window.open(VIDEO_SRC) : setVideoMissing(true))}>
              <Play aria-hidden="true" /> {t('videoPlay')}
            </Button>
          </Box>
          {videoMissing && (
            <Alert.Root status="info" role="alert" maxW="3xl">
              <Alert.Indicator />
              <Alert.Title>{t('videoSoon')}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
        <Stack as="section" gap="4" aria-labelledby="timeline">
          <Heading as="h2" id="timeline" size="xl">
            {t('timelineHeading')}
          </Heading>
          <Stack as="ol" gap="0" listStyleType="none" p="0" m="0" borderLeftWidth="3px" borderColor="blue.300" ml="2">
            {timeline.map((m) => (
              <Box as="li" key={m.when} pl="6" py="3" position="relative">
                <Box position="absolute" left="-9px" top="5" w="4" h="4" borderRadius="full" bg="blue.600" aria-hidden="true" />
                <Text fontWeight="bold">{m.when}</Text>
                <Text color="fg.muted">{m.what}</Text>
              </Box>
            ))}
          </Stack>
        </Stack>
      </Stack>
    </PageLayout>
  );
}
