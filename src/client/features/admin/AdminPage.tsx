import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useSession } from '../../stores/session';
import { useLogout } from '../../components/useLogout';

/** /admin: the dashboard header; the tabs arrive with the administration work (issue 6). */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  const user = useSession((s) => s.user);
  const logout = useLogout();
  if (user?.role !== 'admin') return <Text role="alert" p="6">{t('accessDenied')}</Text>;
  return (
    <Box minH="100vh" bg="bg.subtle">
      <Flex as="header" bg="bg.panel" borderBottomWidth="1px" px={{ base: '4', md: '6' }} h="16" align="center" justify="space-between" gap="3">
        <Heading as="h1" size="lg">{t('title')}</Heading>
        <Flex gap="2">
          <Button size="sm" variant="outline" onClick={() => window.location.reload()}>{t('refresh')}</Button>
          <Button size="sm" variant="outline" onClick={logout}>{t('logout')}</Button>
        </Flex>
      </Flex>
      <Box as="main" p={{ base: '4', md: '6' }}>
        <Text color="fg.muted">{t('signedInAs', { email: user.email })}</Text>
      </Box>
    </Box>
  );
}
