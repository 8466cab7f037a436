import { useTranslation } from 'react-i18next';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { Company } from '../../api/admin';
import { RowActions } from './RowActions';

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
    { action: 'detail' as const, label: t('companies.actions.detail'), icon: <Eye />, palette: 'gray' },
    { action: 'edit' as const, label: t('companies.actions.edit'), icon: <Pencil />, palette: 'blue' },
    { action: 'delete' as const, label: t('companies.actions.delete'), icon: <Trash2 />, palette: 'red' },
  ];
  return (
    <RowActions
      actions={actions}
      compact={compact}
      labelFor={(a) => t('companies.actions.labelFor', { action: a.label, name: company.name })}
      onAction={(action) => onAction(action, company)}
    />
  );
}
