import { Box, Table, Text } from '@chakra-ui/react';
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

/**
 * The variant's and the progress's words wrap (the table's cells keep to one line otherwise): with
 * the progress column the table still fits 1280 px beside long typed texts.
 */
const wrapped = { whiteSpace: 'normal', minW: '0', maxW: '8rem' } as const;

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
        <Text css={wrapped}>{variantLabel}</Text>
      </Table.Cell>
      <Table.Cell>
        <StatusBadge active={user.is_active} />
      </Table.Cell>
      <Table.Cell>
        <Box css={wrapped}>
          <ProgressCell user={user} />
        </Box>
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
