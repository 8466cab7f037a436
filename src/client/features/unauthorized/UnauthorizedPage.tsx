import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { ShieldAlert } from 'lucide-react';
import { PageLayout } from '../../components/PageLayout';

/** No access to a module: ask an administrator; go home or back. */
export default function UnauthorizedPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <PageLayout>
      <Card.Root maxW="xl" mx="auto" textAlign="center">
        <Card.Body gap="4" alignItems="center" py="10">
          <ShieldAlert size={48} aria-hidden="true" color="#c05621" />
          <Heading as="h1" size="2xl">
            {t('unauthorized.title')}
          </Heading>
          <Text color="fg.muted">{t('unauthorized.text')}</Text>
          <Flex gap="3" wrap="wrap" justify="center">
            <Button colorPalette="blue" onClick={() => navigate('/home')}>
              {t('unauthorized.goHome')}
            </Button>
            <Button variant="outline" onClick={() => navigate(-1)}>
              {t('unauthorized.goBack')}
            </Button>
          </Flex>
        </Card.Body>
      </Card.Root>
    </PageLayout>
  );
}
