import { useTranslation } from 'react-i18next';
import { SimpleGrid } from '@chakra-ui/react';
import type { Company } from '../../api/admin';
import { SelectField, TextField } from './FormFields';
import type { StatusFilter, UserFilters } from './user-filters';

interface Props {
  filters: UserFilters;
  companies: Company[];
  onChange(filters: UserFilters): void;
}

/** Search by name or e-mail, the company and the status (all, active, inactive). */
export function UserFilterBar({ filters, companies, onChange }: Props) {
  const { t } = useTranslation('admin');
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" role="search" aria-label={t('users.filters')}>
      <TextField
        label={t('users.search')}
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
        inputProps={{ type: 'search', placeholder: t('users.searchPlaceholder') }}
      />
      <SelectField
        label={t('users.companyFilter')}
        value={filters.companyId}
        onChange={(companyId) => onChange({ ...filters, companyId })}
        placeholder={t('users.allCompanies')}
        options={companies.map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <SelectField
        label={t('users.statusFilter')}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status: status as StatusFilter })}
        options={[
          { value: 'all', label: t('users.statusAll') },
          { value: 'active', label: t('status.active') },
          { value: 'inactive', label: t('status.inactive') },
        ]}
      />
    </SimpleGrid>
  );
}
