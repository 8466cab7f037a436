import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, IconButton, Link, Stack } from '@chakra-ui/react';
import { Menu, X } from 'lucide-react';
import { useSession } from '../stores/session';
import { useLogout } from './useLogout';

/**
 * The common top bar: brand to /home, the current module's workflow (when inside one), /about,
 * /about-us, the content studio for an author, and logout; below 768 px the links fold into a menu.
 */
export function TopBar({ workflowPath }: { workflowPath?: string }) {
  const { t } = useTranslation('shell');
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const isAuthor = useSession((s) => s.user?.role === 'author');
  const links = [
    ...(isAuthor ? [{ to: '/admin/content', label: t('nav.studio') }] : []),
    ...(workflowPath ? [{ to: workflowPath, label: t('nav.workflow') }] : []),
    { to: '/about', label: t('nav.about') },
    { to: '/about-us', label: t('nav.aboutUs') },
  ];
  const linkList = (vertical: boolean) => (
    <Stack
      as="ul"
      direction={vertical ? 'column' : 'row'}
      gap={vertical ? '1' : '5'}
      listStyleType="none"
      m="0"
      p="0"
      align={vertical ? 'stretch' : 'center'}
    >
      {links.map((l) => (
        <li key={l.to}>
          <Link asChild fontWeight="medium" py={vertical ? '2' : '0'} display="block" onClick={() => setOpen(false)}>
            <RouterLink to={l.to}>{l.label}</RouterLink>
          </Link>
        </li>
      ))}
      <li>
        <Button size="sm" variant="outline" onClick={logout} width={vertical ? 'full' : 'auto'}>
          {t('nav.logout')}
        </Button>
      </li>
    </Stack>
  );

  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.panel" position="sticky" top="0" zIndex="sticky">
      <Flex maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} h="16" align="center" justify="space-between" gap="4">
        <Link asChild fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }}>
          <RouterLink to="/home">{t('brand')}</RouterLink>
        </Link>
        <Box as="nav" aria-label={t('nav.mainNavigation')} display={{ base: 'none', md: 'block' }}>
          {linkList(false)}
        </Box>
        <IconButton
          display={{ base: 'inline-flex', md: 'none' }}
          variant="ghost"
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X /> : <Menu />}
        </IconButton>
      </Flex>
      {open && (
        <Box
          as="nav"
          id="mobile-menu"
          aria-label={t('nav.mainNavigation')}
          display={{ base: 'block', md: 'none' }}
          px="4"
          pb="4"
          borderTopWidth="1px"
        >
          {linkList(true)}
        </Box>
      )}
    </Box>
  );
}
