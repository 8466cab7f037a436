import type { Company } from '../../api/admin';
import { foldText } from './user-filters';

export interface CompanyFilters {
  /** Matched against the name, the place and the IČO. */
  search: string;
  /** A sector as stored, '' for every sector. */
  sector: string;
}

/** The companies that pass both filters, in their original order. */
export function filterCompanies(companies: Company[], { search, sector }: CompanyFilters): Company[] {
  const needle = foldText(search.trim());
  return companies.filter(
    (c) =>
      (!needle || foldText(`${c.name} ${c.location ?? ''} ${c.corporation_id ?? ''}`).includes(needle)) && (!sector || c.sector === sector),
  );
}

/** The sectors in use, each once, in Czech alphabetical order (the sector list is free text). */
export function sectorsOf(companies: Company[]): string[] {
  const sectors = new Set(companies.map((c) => c.sector).filter((s): s is string => !!s));
  return [...sectors].sort(new Intl.Collator('cs').compare);
}
