import { useTranslation } from 'react-i18next';
import { SimpleGrid } from '@chakra-ui/react';
import type { Company } from '../../api/admin';
import { MODULE_PROGRESS } from '../../../contracts/admin';
import { SelectField, TextField, type Option } from './FormFields';
import { USER_SORTS, type ModuleStateFilter, type StatusFilter, type UserFilters, type UserSort } from './user-filters';

interface Props {
  filters: UserFilters;
  companies: Company[];
  /** The modules the listed members have. */
  modules: Option[];
  onChange(filters: UserFilters): void;
}

/**
 * Search by name or e-mail, the company, the status, members idle for more than N days, a module
 * in a state, and the order.
 */
export function UserFilterBar({ filters, companies, modules, onChange }: Props) {
  const { t } = useTranslation('admin');
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="3" role="search" aria-label={t('users.filters')}>
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
      <TextField
        label={t('users.inactiveDays')}
        value={filters.inactiveDays}
        onChange={(inactiveDays) => onChange({ ...filters, inactiveDays })}
        inputProps={{ type: 'number', min: 1, step: 1, inputMode: 'numeric', placeholder: t('users.inactiveDaysPlaceholder') }}
      />
      <SelectField
        label={t('users.moduleFilter')}
        value={filters.module}
        onChange={(module) => onChange({ ...filters, module })}
        placeholder={t('users.allModules')}
        options={modules}
      />
      <SelectField
        label={t('users.moduleStateFilter')}
        value={filters.moduleState}
        onChange={(moduleState) => onChange({ ...filters, moduleState: moduleState as ModuleStateFilter })}
        placeholder={t('users.moduleStateAll')}
        options={MODULE_PROGRESS.map((state) => ({ value: state, label: t(`progress.moduleState.${state}`) }))}
      />
      <SelectField
        label={t('users.sort')}
        value={filters.sort}
        onChange={(sort) => onChange({ ...filters, sort: sort as UserSort })}
        options={USER_SORTS.map((sort) => ({ value: sort, label: t(`users.sorts.${sort}`) }))}
      />
    </SimpleGrid>
  );
}
