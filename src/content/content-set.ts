import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readJsonFile } from './json-file.js';

/**
 * A content set (docs/decisions.md, "Content versions"): every JSON file under step-schemas/ and
 * the content namespaces of locales/ (locales/{cs,en}/{steps,variants}/…), keyed by its path in
 * the repository ('step-schemas/people/team_goals.rules.json', 'locales/cs/steps/people.json').
 * The other locale files are the app's own texts, shipped with the release.
 */
export type ContentFiles = Record<string, unknown>;

export const LANGUAGES = ['cs', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The locale folders that are content; the other namespaces are the app's. */
export const CONTENT_NAMESPACE_DIRS = ['steps', 'variants'] as const;

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;

/**
 * Whether a path names a file a content set may hold: under step-schemas/ or
 * locales/{cs,en}/{steps,variants}/, ending in .json, every segment a plain name (no '..', no '.',
 * no empty segment, no backslash). Checked wherever a path comes in: the API, the database, a file tree.
 */
export function isContentPath(p: string): boolean {
  if (p.length > 300 || !p.endsWith('.json')) return false;
  const parts = p.split('/');
  if (!parts.every((s) => SEGMENT.test(s) && s !== '..' && !s.includes('..'))) return false;
  if (parts[0] === 'step-schemas') return parts.length >= 2;
  return (
    parts[0] === 'locales' &&
    parts.length >= 4 &&
    (LANGUAGES as readonly string[]).includes(parts[1]!) &&
    (CONTENT_NAMESPACE_DIRS as readonly string[]).includes(parts[2]!)
  );
}

/** The locale file of a content namespace ('steps/people' → 'locales/cs/steps/people.json'). */
export const localePath = (lng: Language, namespace: string) => `locales/${lng}/${namespace}.json`;
export const variantPath = (variant: string) => `step-schemas/variants/${variant}.json`;

/** Whether a name is a content namespace as the client and i18next know it ('steps/people', 'variants/general'). */
export function isContentNamespace(ns: string): boolean {
  return isContentPath(localePath('cs', ns));
}

function jsonFilesUnder(dir: string, prefix: string): Array<[string, string]> {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e): Array<[string, string]> => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return jsonFilesUnder(full, `${prefix}${e.name}/`);
      return e.isFile() && e.name.endsWith('.json') ? [[`${prefix}${e.name}`, full]] : [];
    });
}

/** The content set as the files hold it; a syntax error is a ContentError naming the file, a path no set may hold is skipped. */
export function readContentFiles(dirs: { stepSchemas: string; locales: string }): ContentFiles {
  const files: ContentFiles = {};
  const found = [
    ...jsonFilesUnder(dirs.stepSchemas, 'step-schemas/'),
    ...LANGUAGES.flatMap((lng) =>
      CONTENT_NAMESPACE_DIRS.flatMap((ns) => jsonFilesUnder(path.join(dirs.locales, lng, ns), `locales/${lng}/${ns}/`)),
    ),
  ];
  for (const [rel, full] of found) if (isContentPath(rel)) files[rel] = readJsonFile(full);
  return files;
}

/** A JSON file as the repository keeps them: two spaces, a trailing newline. */
export const formatJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Writes the set's files under `root` (root/step-schemas/…, root/locales/…), each path checked again. */
export function writeContentFiles(root: string, files: ContentFiles): void {
  for (const [rel, body] of Object.entries(files)) {
    if (!isContentPath(rel)) throw new Error(`not a content path: ${rel}`);
    const full = path.join(root, ...rel.split('/'));
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, formatJson(body));
  }
}

/** The app's own texts of the release (every locale file outside the content folders), copied under `root/locales`. */
export function copyAppTexts(releaseLocales: string, root: string): void {
  for (const lng of LANGUAGES) {
    const from = path.join(releaseLocales, lng);
    if (!fs.existsSync(from)) continue;
    for (const e of fs.readdirSync(from, { withFileTypes: true })) {
      if (e.isDirectory() && (CONTENT_NAMESPACE_DIRS as readonly string[]).includes(e.name)) continue;
      copyWritten(path.join(from, e.name), path.join(root, 'locales', lng, e.name));
    }
  }
}

/** Copies by writing anew, so the copies get the process's umask (a private DATA_DIR), not the release's modes as cpSync would. */
function copyWritten(from: string, to: string): void {
  if (fs.statSync(from).isDirectory()) {
    fs.mkdirSync(to, { recursive: true });
    for (const name of fs.readdirSync(from)) copyWritten(path.join(from, name), path.join(to, name));
  } else {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.writeFileSync(to, fs.readFileSync(from));
  }
}

/** A short hash of a set: equal sets hash alike whatever their key order. */
export function contentHash(files: ContentFiles): string {
  const sorted = Object.keys(files)
    .sort()
    .map((k) => [k, files[k]]);
  return crypto.createHash('sha256').update(stableJson(sorted)).digest('hex').slice(0, 16);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

export const sameJson = (a: unknown, b: unknown) => stableJson(a) === stableJson(b);

/** One file's change between two sets; for a locale file the text keys added, changed or removed. */
export interface ContentChange {
  path: string;
  status: 'added' | 'changed' | 'deleted';
  keys?: string[];
}

/** What `after` changes of `before`, by path (sorted); unchanged files are left out. */
export function diffContent(before: ContentFiles, after: ContentFiles): ContentChange[] {
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const out: ContentChange[] = [];
  for (const p of paths) {
    const was = before[p];
    const now = after[p];
    if (was === undefined && now === undefined) continue;
    if (was === undefined) out.push({ path: p, status: 'added' });
    else if (now === undefined) out.push({ path: p, status: 'deleted' });
    else if (!sameJson(was, now)) {
      const change: ContentChange = { path: p, status: 'changed' };
      if (p.startsWith('locales/')) change.keys = changedKeys(was, now);
      out.push(change);
    }
  }
  return out;
}

/** The text keys whose value differs between two bundles (dotted, sorted). */
export function changedKeys(before: unknown, after: unknown): string[] {
  const a = flattenTexts(before);
  const b = flattenTexts(after);
  return [...new Set([...a.keys(), ...b.keys()])].filter((k) => a.get(k) !== b.get(k)).sort();
}

/** A bundle's texts by dotted key ('intro.title'), in the file's order; what is not a string (a list of them) by JSON. */
export function flattenTexts(bundle: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (!bundle || typeof bundle !== 'object' || Array.isArray(bundle)) return out;
  for (const [k, v] of Object.entries(bundle as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else if (v && typeof v === 'object' && !Array.isArray(v)) flattenTexts(v, key, out);
  }
  return out;
}

/** The text at a dotted key, when it is a string. */
export function textAt(bundle: unknown, key: string): string | undefined {
  let node = bundle;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The bundle with the text at `key` set (a copy; objects on the way made where missing). Undefined
 * when something other than an object lies on the way, or a non-text at the key itself.
 */
export function withText(bundle: unknown, key: string, value: string): Record<string, unknown> | undefined {
  const parts = key.split('.');
  const copy = (node: unknown, i: number): unknown => {
    if (i === parts.length) return node === undefined || typeof node === 'string' ? value : undefined;
    if (node !== undefined && (!node || typeof node !== 'object' || Array.isArray(node))) return undefined;
    const obj = (node ?? {}) as Record<string, unknown>;
    const child = copy(obj[parts[i]!], i + 1);
    return child === undefined ? undefined : { ...obj, [parts[i]!]: child };
  };
  return copy(bundle ?? {}, 0) as Record<string, unknown> | undefined;
}

export type TextState = 'missing' | 'changed' | 'ok';

/**
 * A text's state for the studio: 'missing' without an English (or Czech) text, 'changed' when the
 * Czech one differs from the Czech the English was written against (`basis`; none known: written
 * together, as every text loaded from the files), else 'ok'.
 */
export function textState(cs: string | undefined, en: string | undefined, basis: string | undefined): TextState {
  if (!cs || !en) return 'missing';
  if (basis !== undefined && basis !== cs) return 'changed';
  return 'ok';
}

/** The fields of a variant file authors write as text: of the variant, each module and each step. */
export const VARIANT_TEXT_FIELDS = ['display_name', 'description', 'duration', 'difficulty'] as const;

interface VariantLike {
  modules?: Array<{ module_name?: string; steps?: Array<{ step_name?: string }> } & Record<string, unknown>>;
}

/** A variant file's texts by key: 'display_name', 'modules.<module>.description', 'modules.<module>.steps.<step>.display_name'. */
export function variantTexts(file: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const add = (prefix: string, node: Record<string, unknown>) => {
    for (const f of VARIANT_TEXT_FIELDS) if (typeof node[f] === 'string') out.set(`${prefix}${f}`, node[f] as string);
  };
  if (!file || typeof file !== 'object') return out;
  add('', file as Record<string, unknown>);
  for (const m of (file as VariantLike).modules ?? []) {
    add(`modules.${m.module_name}.`, m);
    for (const s of m.steps ?? []) add(`modules.${m.module_name}.steps.${s.step_name}.`, s as Record<string, unknown>);
  }
  return out;
}

/** The variant file with the text at a variantTexts key set (a copy); undefined for a key it has no such text at. */
export function withVariantText(file: unknown, key: string, value: string): Record<string, unknown> | undefined {
  if (!variantTexts(file).has(key)) return undefined;
  const parts = key.split('.');
  const field = parts.at(-1)!;
  const v = structuredClone(file) as Record<string, unknown> & VariantLike;
  let node: Record<string, unknown> = v;
  if (parts.length >= 3) node = v.modules!.find((m) => m.module_name === parts[1])!;
  if (parts.length === 5) node = (node.steps as Array<Record<string, unknown>>).find((s) => s.step_name === parts[3])!;
  node[field] = value;
  return v;
}

/** A namespace's texts as the studio's rows: every Czech key in the file's order, then English keys Czech lacks. */
export function textRows(cs: unknown, en: unknown, basis: Record<string, string> = {}) {
  const c = flattenTexts(cs);
  const e = flattenTexts(en);
  const keys = [...c.keys(), ...[...e.keys()].filter((k) => !c.has(k))];
  return keys.map((key) => ({ key, cs: c.get(key) ?? null, en: e.get(key) ?? null, state: textState(c.get(key), e.get(key), basis[key]) }));
}

/** Text for search: lower case, without diacritics ('Příklad' is found by 'priklad'). */
export const searchable = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
