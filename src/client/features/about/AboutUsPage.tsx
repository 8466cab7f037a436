import { useTranslation } from 'react-i18next';
import { Avatar, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PageLayout } from '../../components/PageLayout';

interface Founder {
  name: string;
  role: string;
  bio: string;
}

/** /about-us: the two founders and the vision. */
export default function AboutUsPage() {
  const { t } = useTranslation('about');
  const founders = t('founders', { returnObjects: true }) as Founder[];
  return (
    <PageLayout>
      <Stack gap="10">
        <Stack gap="3">
          <Heading as="h1" size="3xl">
            {t('aboutUsTitle')}
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            {t('aboutUsIntro')}
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {founders.map((f) => (
            <Card.Root key={f.name}>
              <Card.Body gap="3">
                <Avatar.Root size="xl" colorPalette="blue">
                  <Avatar.Fallback name={f.name} />
                </Avatar.Root>
                <Heading as="h2" size="lg">
                  {f.name}
                </Heading>
                <Text fontWeight="medium" color="blue.700">
                  {f.role}
                </Text>
                <Text color="fg.muted">{f.bio}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Card.Root bg="blue.700" color="white">
          <Card.Body gap="2">
            <Heading as="h2" size="xl">
              {t('visionTitle')}
            </Heading>
            <Text fontSize="lg">{t('visionText')}</Text>
          </Card.Body>
        </Card.Root>
      </Stack>
    </PageLayout>
  );
}
