import { Table, Text } from '@chakra-ui/react';
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

/** One user in the desktop table. */
export function UserRow({ user, variantLabel, now, onAction }: Props) {
  return (
    <Table.Row data-testid={`user-row-${user.email}`}>
      <Table.Cell>
        <UserIdentity user={user} />
      </Table.Cell>
      <Table.Cell>
        <CompanyText user={user} />
      </Table.Cell>
      <Table.Cell>
        <RoleBadge user={user} />
      </Table.Cell>
      <Table.Cell>
        <PositionText user={user} />
      </Table.Cell>
      <Table.Cell>
        <Text>{variantLabel}</Text>
      </Table.Cell>
      <Table.Cell>
        <StatusBadge active={user.is_active} />
      </Table.Cell>
      <Table.Cell>
        <ProgressCell user={user} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <LastActivityText user={user} now={now} />
      </Table.Cell>
      <Table.Cell>
        <UserActions user={user} onAction={onAction} compact />
      </Table.Cell>
    </Table.Row>
  );
}
