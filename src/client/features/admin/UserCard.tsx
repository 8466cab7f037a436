import { useTranslation } from 'react-i18next';
import { Card, DataList, HStack } from '@chakra-ui/react';
import type { ListedUser } from '../../api/admin';
import { UserActions, type UserAction } from './UserActions';
import { CompanyText, LastActivityText, PositionText, RoleBadge, StatusBadge } from './UserFields';
import { UserIdentity } from './UserIdentity';
import { ProgressCell } from './UserProgress';

interface Props {
  user: ListedUser;
  variantLabel: string;
  now: Date;
  onAction(action: UserAction, user: ListedUser): void;
}

/** One user on a narrow screen: the table's fields stacked, the e-mail shortened. */
export function UserCard({ user, variantLabel, now, onAction }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Card.Root as="li" size="sm" data-testid={`user-card-${user.email}`}>
      <Card.Body gap="3">
        <UserIdentity user={user} short />
        <HStack gap="1.5">
          <RoleBadge user={user} />
          <StatusBadge active={user.is_active} />
        </HStack>
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          <DataList.Item>
            <DataList.ItemLabel>{t('users.columns.company')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <CompanyText user={user} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('users.columns.position')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <PositionText user={user} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('users.columns.variant')}</DataList.ItemLabel>
            <DataList.ItemValue>{variantLabel}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('users.columns.progress')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <ProgressCell user={user} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('users.columns.lastActivity')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <LastActivityText user={user} now={now} />
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <UserActions user={user} onAction={onAction} />
      </Card.Body>
    </Card.Root>
  );
}
