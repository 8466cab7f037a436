import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { Building2, Eye, History, Layers, LogOut, PenLine, RefreshCw, Users } from 'lucide-react';
import { paths } from '../../app/paths';
import { useSession } from '../../stores/session';
import { useLogout } from '../../components/useLogout';
import { PageSpinner } from '../../components/PageSpinner';
import { useAdminData } from './admin-data';
import { AdminAlert } from './AdminAlert';
import { AuditTab } from './AuditTab';
import { ADMIN_TABS, type AdminTab } from './admin-tabs';
import { CompaniesTab } from './CompaniesTab';
import { StatCards } from './StatCards';
import { UsersTab } from './UsersTab';
import { VariantsTab } from './VariantsTab';

const TAB_ICONS = { users: Users, companies: Building2, variants: Layers, audit: History } as const;

const TAB_PANELS = { users: UsersTab, companies: CompaniesTab, variants: VariantsTab, audit: AuditTab } as const;

/** The history is read anew each time its tab is opened: changes made in the other tabs meanwhile are in it. */
function TabPanel({ name, shown }: { name: AdminTab; shown: boolean }) {
  const Panel = TAB_PANELS[name];
  return name === 'audit' && !shown ? null : <Panel />;
}

type HeaderButtonProps = { label: string; icon: ReactNode } & ({ onClick(): void; loading?: boolean } | { to: string });

/** A header action or link: icon and text, the icon alone on a phone (the label stays its accessible name). */
function HeaderButton({ label, icon, ...action }: HeaderButtonProps) {
  const content = (
    <>
      {icon}
      <Box as="span" hideBelow="sm">
        {label}
      </Box>
    </>
  );
  if ('to' in action) {
    return (
      <Button asChild size="sm" variant="outline" aria-label={label} title={label}>
        <RouterLink to={action.to}>{content}</RouterLink>
      </Button>
    );
  }
  return (
    <Button size="sm" variant="outline" onClick={action.onClick} loading={action.loading} aria-label={label} title={label}>
      {content}
    </Button>
  );
}

/** /admin: header with Refresh and Logout, the alert, stat cards that switch tabs, and the tabs. */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  const user = useSession((s) => s.user);
  const logout = useLogout();
  const { users, companies, loaded, loadAll } = useAdminData();
  const [tab, setTab] = useState<AdminTab>('users');
  const [refreshing, setRefreshing] = useState(false);
  const isAdmin = user?.role === 'admin';

  useEffect(() => {
    if (isAdmin) void loadAll();
  }, [isAdmin, loadAll]);

  if (!isAdmin)
    return (
      <Text role="alert" p="6">
        {t('accessDenied')}
      </Text>
    );
  const refresh = async () => {
    setRefreshing(true);
    await loadAll();
    setRefreshing(false);
  };

  return (
    <Box minH="100vh" bg="bg.subtle">
      <Box as="header" bg="bg.panel" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
        <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h="16" align="center" justify="space-between" gap="3">
          <Box minW="0">
            <Heading as="h1" size={{ base: 'md', sm: 'lg' }}>
              {t('title')}
            </Heading>
            <Text fontSize="xs" color="fg.muted" truncate hideBelow="sm">
              {t('signedInAs', { email: user.email })}
            </Text>
          </Box>
          <Flex gap="2">
            <HeaderButton label={t('contentStudio')} icon={<PenLine aria-hidden="true" />} to={paths.adminContent} />
            <HeaderButton label={t('stepPreview')} icon={<Eye aria-hidden="true" />} to={paths.adminPreview} />
            <HeaderButton
              label={t('refresh')}
              icon={<RefreshCw aria-hidden="true" />}
              onClick={() => void refresh()}
              loading={refreshing}
            />
            <HeaderButton label={t('logout')} icon={<LogOut aria-hidden="true" />} onClick={() => void logout()} />
          </Flex>
        </Flex>
      </Box>
      {/* Over the content under the header: seen after a click deep in a long table, and its coming and going moves no row. */}
      <Box
        position="fixed"
        top="16"
        insetX="0"
        zIndex="banner"
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        pt="3"
        pointerEvents="none"
      >
        <AdminAlert />
      </Box>
      <Box as="main" id="main" maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '4', md: '6' }} pb="40">
        {!loaded ? (
          <PageSpinner />
        ) : (
          <Stack gap="6">
            <StatCards users={users} companies={companies} tab={tab} onSelect={setTab} />
            <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as AdminTab)} variant="enclosed" lazyMount>
              <Tabs.List aria-label={t('tabs.label')} w={{ base: 'full', md: 'auto' }}>
                {ADMIN_TABS.map((name) => {
                  const Icon = TAB_ICONS[name];
                  return (
                    <Tabs.Trigger
                      key={name}
                      value={name}
                      flex={{ base: '1', md: 'initial' }}
                      justifyContent="center"
                      h="auto"
                      minH="10"
                      py="1.5"
                      textAlign="center"
                      whiteSpace={{ base: 'normal', md: 'nowrap' }}
                    >
                      <Box as="span" hideBelow="md">
                        <Icon size={16} aria-hidden="true" />
                      </Box>
                      {t(`tabs.${name}`)}
                    </Tabs.Trigger>
                  );
                })}
              </Tabs.List>
              {ADMIN_TABS.map((name) => (
                <Tabs.Content key={name} value={name} pt="6">
                  <TabPanel name={name} shown={tab === name} />
                </Tabs.Content>
              ))}
            </Tabs.Root>
          </Stack>
        )}
      </Box>
    </Box>
  );
}
