import fs from 'node:fs';
import path from 'node:path';
import { shownPath, type ContentProblem } from '../../src/content/content-problem.js';
import { stepFiles } from '../../src/content/step-definitions.js';
import { apiPathOf } from '../../src/content/variants.js';
import { stepRoute, type VariantDef } from '../../src/engine/variants/index.js';

export interface VariantCheck {
  problems: ContentProblem[];
  /** "<module>/<step>" of every listed step that has its files, once. */
  defined: string[];
  /** "<module>/<step>" of the steps marked in preparation. */
  inPreparation: string[];
}

/**
 * Problems of the variants' lists against the step files in `dir`. A listed step needs its rule
 * file unless it is marked "in_preparation" (and a mark on a step that has its files is stale).
 * A module needs its folder unless it is disabled or all its steps are in preparation: a module
 * name no folder has is most likely misspelt. Steps of a disabled module need no files yet.
 */
export function checkVariants(variants: readonly VariantDef[], dir: string): VariantCheck {
  const problems: ContentProblem[] = [];
  const defined = new Set<string>();
  const inPreparation = new Set<string>();
  const apiPaths = new Map<string, { step: string; file: string; place: string }>();
  const folders = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'variants')
    .map((d) => d.name)
    .sort();

  for (const v of variants) {
    const file = path.join(dir, 'variants', `${v.variant_name}.json`);
    const names = v.modules.map((m) => m.module_name);
    v.modules.forEach((m, i) => {
      const at = `/modules/${i}`;
      if (names.indexOf(m.module_name) !== i)
        problems.push({ file, place: `${at}/module_name`, message: `module ${m.module_name} is listed twice` });
      m.requires.forEach((r, j) => {
        if (!names.includes(r))
          problems.push({
            file,
            place: `${at}/requires/${j}`,
            message: `module ${m.module_name} requires ${r}, which the variant does not list`,
          });
      });
      const open = m.steps.filter((s) => !s.in_preparation);
      if (m.enabled && !m.steps.length)
        problems.push({
          file,
          place: `${at}/steps`,
          message: `module ${m.module_name} has no steps: members it is ${m.admin_selectable ? 'granted to' : 'open to'} would see an empty module. List its steps (mark the ones not written yet "in_preparation": true), or disable it ("enabled": false)`,
        });
      if (!folders.includes(m.module_name) && m.enabled && open.length) {
        problems.push({
          file,
          place: `${at}/module_name`,
          message: `module ${JSON.stringify(m.module_name)} has no folder ${shownPath(path.join(dir, m.module_name))}/ (modules with files: ${folders.join(', ') || 'none'}); a misspelt name? A module without files must be disabled ("enabled": false) or have all its steps "in_preparation"`,
        });
        return;
      }
      const stepNames = m.steps.map((s) => s.step_name);
      m.steps.forEach((s, j) => {
        const place = `${at}/steps/${j}`;
        const id = `${m.module_name}/${s.step_name}`;
        if (stepNames.indexOf(s.step_name) !== j)
          problems.push({ file, place: `${place}/step_name`, message: `step ${id} is listed twice` });
        const key = apiPathOf(m.module_name, s.endpoint);
        const other = apiPaths.get(key);
        if (other && other.step !== id)
          problems.push({
            file,
            place: `${place}/endpoint`,
            message: `API path /api/${key} already names step ${other.step} (${shownPath(other.file)} at ${other.place})`,
          });
        else if (!other) apiPaths.set(key, { step: id, file, place });
        const rules = stepFiles(m.module_name, s.step_name, dir).rules;
        const written = fs.existsSync(rules);
        if (written && s.in_preparation) {
          problems.push({
            file,
            place: `${place}/in_preparation`,
            message: `step ${id} has its files (${shownPath(rules)}): remove the stale "in_preparation" mark`,
          });
        } else if (!written && !s.in_preparation && m.enabled) {
          problems.push({
            file,
            place,
            message: `step ${id} has no files: ${shownPath(rules)} is missing (mark the step "in_preparation": true until it is written)`,
          });
        }
        if (written) defined.add(id);
        else if (s.in_preparation) inPreparation.add(id);
      });
    });
  }
  for (const v of variants) problems.push(...routeProblems(v, path.join(dir, 'variants', `${v.variant_name}.json`)));
  return { problems, defined: [...defined], inPreparation: [...inPreparation] };
}

/**
 * The addresses a variant gives its modules' pages: each belongs to one page only, starts with its
 * module's segment (the app guards a page by the module its first segment names), and an entry
 * route is one of its module's step addresses. Completion aliases are API paths of the module.
 */
function routeProblems(v: VariantDef, file: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const owners = new Map<string, string>();
  const claim = (address: string, owner: string, place: string, slug: string) => {
    if (address.split('/')[1] !== slug)
      problems.push({ file, place, message: `${address} does not start with /${slug}, the segment of its module` });
    const other = owners.get(address);
    if (other && other !== owner) problems.push({ file, place, message: `${address} already leads to ${other}` });
    owners.set(address, owner);
  };
  v.modules.forEach((m, i) => {
    const slug = m.module_name.replaceAll('_', '-');
    claim(`/${slug}/workflow`, `the ${m.module_name} workflow`, `/modules/${i}/module_name`, slug);
    const shown: string[] = [];
    m.steps.forEach((s, j) => {
      const at = `/modules/${i}/steps/${j}`;
      const owner = `step ${m.module_name}/${s.step_name}`;
      claim(stepRoute(m.module_name, s), owner, s.route_path ? `${at}/route_path` : `${at}/step_name`, slug);
      shown.push(stepRoute(m.module_name, s));
      (s.route_aliases ?? []).forEach((a, k) => {
        claim(a, owner, `${at}/route_aliases/${k}`, slug);
        shown.push(a);
      });
      for (const [k, a] of (s.redirect_from ?? []).entries()) claim(a, `a redirect to ${owner}`, `${at}/redirect_from/${k}`, slug);
      (s.complete_aliases ?? []).forEach((a, k) => {
        if (a.split('/')[1] !== slug)
          problems.push({ file, place: `${at}/complete_aliases/${k}`, message: `${a} is not under /api/${slug}, the API of its module` });
      });
    });
    if (m.resume_route) claim(m.resume_route, `the ${m.module_name} resume route`, `/modules/${i}/resume_route`, slug);
    if (m.entry_route && !shown.includes(m.entry_route)) {
      problems.push({
        file,
        place: `/modules/${i}/entry_route`,
        message: `${m.entry_route} shows none of the module's steps (give a step that route_path or route_aliases entry)`,
      });
    }
  });
  return problems;
}

/**
 * Every address the variants give their modules' pages, by the module's segment: workflow, step
 * routes, aliases, old addresses, entry and resume routes. A route a step's rules lead to under a
 * module's segment must be one of them (a misspelt one would land on the workflow unnoticed).
 */
export function moduleAddresses(variants: readonly VariantDef[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const m of variants.flatMap((v) => v.modules)) {
    const slug = m.module_name.replaceAll('_', '-');
    const set = out.get(slug) ?? new Set<string>();
    out.set(slug, set);
    set.add(`/${slug}/workflow`);
    if (m.entry_route) set.add(m.entry_route);
    if (m.resume_route) set.add(m.resume_route);
    for (const s of m.steps)
      for (const a of [stepRoute(m.module_name, s), ...(s.route_aliases ?? []), ...(s.redirect_from ?? [])]) set.add(a);
  }
  return out;
}
