import type { ModuleProgressState } from './member-progress.js';

/** What a company summary needs of one member's module: the list's summary carries it. */
export interface ModuleStanding {
  module_name: string;
  display_name: string;
  state: ModuleProgressState;
  percentage: number;
}

export interface CompanyModuleSummary {
  module_name: string;
  display_name: string;
  done: number;
  in_progress: number;
  not_started: number;
  /** The members' average percentage in the module, rounded. */
  average: number;
}

export interface CompanySummary {
  /** The members counted: those with at least one module. */
  members: number;
  /** The average of the members' overall percentages, rounded. */
  average: number;
  modules: CompanyModuleSummary[];
}

/**
 * A company's members at a glance: per module how many are done, in progress and not started,
 * and the average percentage. A module counts only the members who have it; modules keep the
 * order in which the members' variants list them.
 */
export function companySummary(members: ReadonlyArray<{ percentage: number; modules: readonly ModuleStanding[] }>): CompanySummary {
  const counted = members.filter((m) => m.modules.length > 0);
  const byModule = new Map<string, CompanyModuleSummary & { sum: number }>();
  for (const member of counted)
    for (const m of member.modules) {
      const entry = byModule.get(m.module_name) ?? {
        module_name: m.module_name,
        display_name: m.display_name,
        done: 0,
        in_progress: 0,
        not_started: 0,
        average: 0,
        sum: 0,
      };
      entry[m.state] += 1;
      entry.sum += m.percentage;
      byModule.set(m.module_name, entry);
    }
  const modules = [...byModule.values()].map(({ sum, ...entry }) => ({
    ...entry,
    average: Math.round(sum / (entry.done + entry.in_progress + entry.not_started)),
  }));
  const average = counted.length ? Math.round(counted.reduce((n, m) => n + m.percentage, 0) / counted.length) : 0;
  return { members: counted.length, average, modules };
}
