import { Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { Eye, LayoutDashboard, LogOut } from 'lucide-react';
import { paths } from '../../app/paths';
import { PageSpinner } from '../../components/PageSpinner';
import { useLogout } from '../../components/useLogout';
import { useSession } from '../../stores/session';
import { STUDIO_TABS } from './studio-tabs';

/**
 * /admin/content, the content studio (issue 32): authors and administrators change texts and
 * variants in a shared draft and publish it as a new content version. The open tab is in the
 * address (?tab=…), so a link can name it.
 */
export default function ContentStudioPage() {
  const { t } = useTranslation('studio');
  const user = useSession((s) => s.user);
  const logout = useLogout();
  const [params, setParams] = useSearchParams();
  const tab = STUDIO_TABS.some((s) => s.id === params.get('tab')) ? params.get('tab')! : STUDIO_TABS[0]?.id;
  const selectTab = (id: string) =>
    setParams(
      (p) => {
        p.set('tab', id);
        return p;
      },
      { replace: true },
    );

  return (
    <Box minH="100vh" bg="bg.subtle">
      <Box as="header" bg="bg.panel" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
        <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h="16" align="center" justify="space-between" gap="3">
          <Box minW="0">
            <Heading as="h1" size={{ base: 'md', sm: 'lg' }}>
              {t('title')}
            </Heading>
            <Text fontSize="xs" color="fg.muted" truncate hideBelow="sm">
              {t('signedInAs', { email: user?.email ?? '' })}
            </Text>
          </Box>
          <Flex gap="2">
            {user?.role === 'admin' && <HeaderLink to={paths.admin} label={t('admin')} icon={<LayoutDashboard aria-hidden="true" />} />}
            <HeaderLink to={paths.adminPreview} label={t('preview')} icon={<Eye aria-hidden="true" />} />
            <Button size="sm" variant="outline" onClick={() => void logout()} aria-label={t('logout')} title={t('logout')}>
              <LogOut aria-hidden="true" />
              <Box as="span" hideBelow="sm">
                {t('logout')}
              </Box>
            </Button>
          </Flex>
        </Flex>
      </Box>
      <Box as="main" id="main" maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '4', md: '6' }} pb="40">
        <Stack gap="6">
          <Tabs.Root value={tab} onValueChange={(e) => selectTab(e.value)} variant="enclosed" lazyMount>
            <Tabs.List aria-label={t('tabs.label')} w={{ base: 'full', md: 'auto' }} flexWrap="wrap">
              {STUDIO_TABS.map(({ id, icon: Icon }) => (
                <Tabs.Trigger key={id} value={id} flex={{ base: '1', md: 'initial' }} justifyContent="center">
                  <Box as="span" hideBelow="md">
                    <Icon size={16} aria-hidden="true" />
                  </Box>
                  {t(`tabs.${id}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {STUDIO_TABS.map(({ id, Panel }) => (
              <Tabs.Content key={id} value={id} pt="4">
                <Suspense fallback={<PageSpinner />}>
                  <Panel />
                </Suspense>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Stack>
      </Box>
    </Box>
  );
}

function HeaderLink({ to, label, icon }: { to: string; label: string; icon: React.ReactNode }) {
  return (
    <Button asChild size="sm" variant="outline" aria-label={label} title={label}>
      <RouterLink to={to}>
        {icon}
        <Box as="span" hideBelow="sm">
          {label}
        </Box>
      </RouterLink>
    </Button>
  );
}
