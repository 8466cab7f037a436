import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Group, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Download, UserPlus } from 'lucide-react';
import { deleteUser, downloadProgressReport, setUserStatus, type ListedUser } from '../../api/admin';
import { useAdminData } from './admin-data';
import { useAdminAlert } from './alert-store';
import { failureText, runWithAlert } from './run-with-alert';
import { CodeShownDialog } from './CodeShownDialog';
import { ConfirmDialog } from './ConfirmDialog';
import type { UserAction } from './UserActions';
import { UserCard } from './UserCard';
import { UserDetailDialog } from './UserDetailDialog';
import { SendCodeDialog } from './SendCodeDialog';
import { UserFilterBar } from './UserFilterBar';
import { MemberImportActions } from './MemberImportActions';
import { filterUsers, moduleOptions, NO_USER_FILTERS } from './user-filters';
import { UserFormDialog, type SavedUser } from './UserFormDialog';
import { UserRow } from './UserRow';

type Dialog = { kind: 'new' } | { kind: UserAction; user: ListedUser } | { kind: 'code'; saved: SavedUser & { code: string } };

const COLUMNS = ['user', 'company', 'role', 'position', 'variant', 'status', 'progress', 'lastActivity', 'actions'] as const;
const REPORT_FORMATS = ['csv', 'xlsx'] as const;

/** Správa uživatelů: filters, the table (cards on a phone), and the dialogs of each action. */
export function UsersTab() {
  const { t } = useTranslation('admin');
  const { users, companies, variants, loadPeople, loadVariants } = useAdminData();
  const [filters, setFilters] = useState(NO_USER_FILTERS);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  // One moment for the filter and the texts of a render: "7 days ago" means the same in both.
  const now = new Date();
  const shown = filterUsers(users, filters, now);
  const modules = useMemo(() => moduleOptions(users), [users]);
  const close = () => setDialog(null);
  const variantLabel = (u: ListedUser) =>
    variants.find((v) => v.variant_name === u.variant_name)?.display_name ?? u.variant_name ?? t('users.noVariant');
  const onAction = (kind: UserAction, user: ListedUser) => setDialog({ kind, user });
  // A user's change moves the company counts and the variant assignments too.
  const reload = () => Promise.all([loadPeople(), loadVariants()]);

  const onSaved = (saved: SavedUser) => {
    useAdminAlert.getState().showSuccess(saved.message);
    setDialog(saved.code ? { kind: 'code', saved: { ...saved, code: saved.code } } : null);
    void reload();
  };
  const changeStatus = async (user: ListedUser) => {
    const ok = user.is_active ? 'success.userDeactivated' : 'success.userActivated';
    await runWithAlert(() => setUserStatus(user.id, !user.is_active), t(ok), t('errors.userStatus'));
    await reload();
  };
  const remove = async (user: ListedUser) => {
    await runWithAlert(() => deleteUser(user.id), t('success.userDeleted'), t('errors.deleteUser'));
    await reload();
  };

  const download = async (format: (typeof REPORT_FORMATS)[number]) => {
    setDownloading(format);
    try {
      await downloadProgressReport(format);
    } catch (err) {
      useAdminAlert.getState().showError(await failureText(err, t('users.reportFailed')));
    } finally {
      setDownloading(null);
    }
  };

  const named = (user: ListedUser) => ({ name: user.profile?.name || user.email, email: user.email });
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg">
          {t('users.heading')}
        </Heading>
        <Flex gap="3" wrap="wrap" align="center">
          <Group attached role="group" aria-label={t('users.report')}>
            {REPORT_FORMATS.map((format) => (
              <Button
                key={format}
                variant="outline"
                loading={downloading === format}
                disabled={downloading !== null}
                onClick={() => void download(format)}
              >
                <Download aria-hidden="true" />
                {t(format === 'csv' ? 'users.downloadCsv' : 'users.downloadXlsx')}
              </Button>
            ))}
          </Group>
          <MemberImportActions onImported={() => void reload()} />
          <Button colorPalette="blue" onClick={() => setDialog({ kind: 'new' })}>
            <UserPlus aria-hidden="true" />
            {t('users.add')}
          </Button>
        </Flex>
      </Flex>
      <UserFilterBar filters={filters} companies={companies} modules={modules} onChange={setFilters} />
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('users.shown', { shown: shown.length, total: users.length })}
      </Text>
      {shown.length === 0 ? (
        <Text py="6" textAlign="center" color="fg.muted">
          {t('users.empty')}
        </Text>
      ) : (
        <>
          <Table.ScrollArea hideBelow="md" borderWidth="1px" borderRadius="md" bg="bg.panel">
            <Table.Root size="sm" interactive>
              <Table.Header>
                <Table.Row>
                  {COLUMNS.map((c) => (
                    <Table.ColumnHeader key={c}>{t(`users.columns.${c}`)}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {shown.map((u) => (
                  <UserRow key={u.id} user={u} variantLabel={variantLabel(u)} now={now} onAction={onAction} />
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Stack as="ul" hideFrom="md" gap="3" listStyleType="none" m="0" p="0">
            {shown.map((u) => (
              <UserCard key={u.id} user={u} variantLabel={variantLabel(u)} now={now} onAction={onAction} />
            ))}
          </Stack>
        </>
      )}

      {(dialog?.kind === 'new' || dialog?.kind === 'edit') && (
        <UserFormDialog
          user={dialog.kind === 'edit' ? dialog.user : null}
          companies={companies}
          variants={variants}
          onClose={close}
          onSaved={onSaved}
        />
      )}
      {dialog?.kind === 'code' && (
        <CodeShownDialog email={dialog.saved.email} code={dialog.saved.code} mailSent={dialog.saved.mailSent} onClose={close} />
      )}
      {dialog?.kind === 'detail' && (
        <UserDetailDialog
          user={dialog.user}
          variantLabel={variantLabel(dialog.user)}
          onSendCode={() => onAction('sendCode', dialog.user)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'sendCode' && <SendCodeDialog key={dialog.user.id} user={dialog.user} onClose={close} />}
      {dialog?.kind === 'status' && (
        <ConfirmDialog
          open
          title={t(dialog.user.is_active ? 'users.confirmDeactivate.title' : 'users.confirmActivate.title')}
          confirmLabel={t(dialog.user.is_active ? 'users.confirmDeactivate.confirm' : 'users.confirmActivate.confirm')}
          destructive={dialog.user.is_active}
          onConfirm={() => changeStatus(dialog.user)}
          onClose={close}
        >
          <Text>{t(dialog.user.is_active ? 'users.confirmDeactivate.text' : 'users.confirmActivate.text', named(dialog.user))}</Text>
        </ConfirmDialog>
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title={t('users.confirmDelete.title')}
          confirmLabel={t('users.confirmDelete.confirm')}
          destructive
          onConfirm={() => remove(dialog.user)}
          onClose={close}
        >
          <Text>{t('users.confirmDelete.text', named(dialog.user))}</Text>
          <Text fontWeight="semibold" color="red.700">
            {t('users.confirmDelete.warning')}
          </Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
