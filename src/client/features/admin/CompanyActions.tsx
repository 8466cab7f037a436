import { useTranslation } from 'react-i18next';
import { Button, HStack, IconButton, Wrap } from '@chakra-ui/react';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { Company } from '../../api/admin';

export type CompanyAction = 'detail' | 'edit' | 'delete';

interface Props {
  company: Company;
  onAction(action: CompanyAction, company: Company): void;
  /** Icon buttons in the table, labelled buttons on mobile cards. */
  compact?: boolean;
}

/** Detail, edit and delete of a company. */
export function CompanyActions({ company, onAction, compact = false }: Props) {
  const { t } = useTranslation('admin');
  const actions = [
    { action: 'detail' as const, icon: <Eye />, palette: 'gray' },
    { action: 'edit' as const, icon: <Pencil />, palette: 'blue' },
    { action: 'delete' as const, icon: <Trash2 />, palette: 'red' },
  ];
  const labelFor = (action: CompanyAction) => t('companies.actions.labelFor', { action: t(`companies.actions.${action}`), name: company.name });
  if (compact) {
    return (
      <HStack gap="1">
        {actions.map((a) => (
          <IconButton key={a.action} size="sm" variant="ghost" colorPalette={a.palette} aria-label={labelFor(a.action)} title={t(`companies.actions.${a.action}`)} onClick={() => onAction(a.action, company)}>
            {a.icon}
          </IconButton>
        ))}
      </HStack>
    );
  }
  return (
    <Wrap gap="2">
      {actions.map((a) => (
        <Button key={a.action} size="sm" variant="outline" colorPalette={a.palette} aria-label={labelFor(a.action)} onClick={() => onAction(a.action, company)}>
          {a.icon}{t(`companies.actions.${a.action}`)}
        </Button>
      ))}
    </Wrap>
  );
}
