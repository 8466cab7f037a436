import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { PROJECT_DIR } from '../../src/content/paths.js';

/**
 * A page `npm run docs:api` writes: the operations under `prefix` (every other one when `prefix` is
 * undefined), opened by the text of the `overview` tag and grouped by the tags "<overview>: <area>".
 */
export interface ApiPage {
  file: string;
  title: string;
  overview: string;
  /** The paths the page holds, shown without it; undefined: every path no other page holds, shown whole. */
  prefix?: string;
  /** Where the page's text is written, for the note that says it is generated. */
  sources: string;
}

export const ADMIN_API_PAGE: ApiPage = {
  file: path.join(PROJECT_DIR, 'docs', 'admin-api.md'),
  title: 'Admin API',
  overview: 'admin',
  prefix: '/api/admin',
  sources: 'src/contracts/admin.ts and\n     src/server/routes/admin/docs.ts',
};

export const MEMBER_API_PAGE: ApiPage = {
  file: path.join(PROJECT_DIR, 'docs', 'api.md'),
  title: 'API',
  overview: 'api',
  sources: 'src/contracts/ and\n     src/server/api-docs.ts',
};

/** The pages, each operation on exactly one. */
export const API_PAGES = [MEMBER_API_PAGE, ADMIN_API_PAGE];

/** The parts of an OpenAPI 3.1 document the page reads. */
export interface OpenApiDocument {
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, Operation>>;
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; description?: string; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses?: Record<
    string,
    { content?: Record<string, { schema: Schema }>; headers?: Record<string, { description?: string; schema: Schema }> }
  >;
}

interface Schema {
  title?: string;
  description?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  uniqueItems?: boolean;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  allOf?: Schema[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** The shape of every refusal (src/contracts/errors.ts), the answer of every operation's 4XX and 5XX. */
const ERROR = 'Error';
const COMMON_ERRORS = ['4XX', '5XX'];

const FORMATS: Record<string, string> = { email: 'an e-mail address', 'date-time': 'ISO 8601 (UTC)' };

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const anchor = (title: string) => title.toLowerCase();
const link = (title: string) => `[${title}](#${anchor(title)})`;

/** A schema as a short type: a named shape links to its table, an object lists its fields. */
function typeOf(schema: Schema): string {
  if (schema.title) {
    const nullable = Array.isArray(schema.type) && schema.type.includes('null');
    return nullable ? `${link(schema.title)} | null` : link(schema.title);
  }
  if (schema.enum)
    return schema.enum.map((v) => (v === null ? 'null' : `\`${typeof v === 'string' && v !== '' ? v : JSON.stringify(v)}\``)).join(' | ');
  if (schema.allOf) return schema.allOf.map(typeOf).join(' & ');
  const types = [schema.type ?? 'any'].flat();
  return types
    .map((t) => {
      if (t === 'array') {
        const items = schema.items ?? {};
        const union = !items.title && (items.enum !== undefined || [items.type].flat().length > 1);
        return union ? `(${typeOf(items)})[]` : `${typeOf(items)}[]`;
      }
      if (t === 'object' && schema.properties) {
        const required = new Set(schema.required);
        return `{${Object.entries(schema.properties)
          .map(([k, v]) => `${k}${required.has(k) ? '' : '?'}: ${typeOf(v)}`)
          .join(', ')}}`;
      }
      if (t === 'object' && typeof schema.additionalProperties === 'object') return `{[name]: ${typeOf(schema.additionalProperties)}}`;
      return t;
    })
    .join(' | ');
}

/** What a schema demands beyond its type, then its description. */
function ruleOf(schema: Schema): string {
  const rules: string[] = [];
  if (schema.format) rules.push(FORMATS[schema.format] ?? schema.format);
  if (schema.maxLength !== undefined)
    rules.push(schema.minLength ? `${schema.minLength}–${schema.maxLength} characters` : `at most ${schema.maxLength} characters`);
  if (schema.pattern) rules.push(`matches \`${schema.pattern}\``);
  if (schema.minimum !== undefined && schema.maximum !== undefined) rules.push(`${schema.minimum}–${schema.maximum}`);
  else if (schema.maximum !== undefined) rules.push(`at most ${schema.maximum}`);
  if (schema.uniqueItems) rules.push('distinct');
  if (schema.maxItems !== undefined) rules.push(`at most ${schema.maxItems} items`);
  const each = schema.items && !schema.items.title ? ruleOf(schema.items) : '';
  if (each) rules.push(`each item: ${each.replaceAll('; ', ', ')}`);
  if (schema.description) rules.push(schema.description);
  return rules.join('; ');
}

/** Every named shape (a schema with a title) in order of first use; one title, one schema. */
function collectShapes(schema: Schema | undefined, shapes: Map<string, Schema>): void {
  if (!schema || typeof schema !== 'object') return;
  if (schema.title) {
    const seen = shapes.get(schema.title);
    const own = { ...schema, type: [schema.type ?? []].flat().filter((t) => t !== 'null') };
    if (seen && !isDeepStrictEqual(seen, own)) throw new Error(`two different schemas are titled ${schema.title}`);
    if (!seen) shapes.set(schema.title, own);
  }
  for (const sub of Object.values(schema.properties ?? {})) collectShapes(sub, shapes);
  collectShapes(schema.items, shapes);
  if (typeof schema.additionalProperties === 'object') collectShapes(schema.additionalProperties, shapes);
  for (const sub of schema.allOf ?? []) collectShapes(sub, shapes);
}

/** An object's fields as a table, but those named in `skip`. */
function fieldTable(schema: Schema, skip: ReadonlySet<string> = new Set()): string[] {
  const required = new Set(schema.required);
  const rows = Object.entries(schema.properties ?? {})
    .filter(([k]) => !skip.has(k))
    .map(([k, v]) => `| \`${k}${required.has(k) ? '' : '?'}\` | ${cell(typeOf(v))} | ${cell(ruleOf(v))} |`);
  return ['| field | type | rule |', '|---|---|---|', ...rows, ''];
}

/** A shape's table; the fields of an earlier shape it repeats whole are named by that shape. */
function shapeSection(title: string, schema: Schema, earlier: Array<[string, Schema]>): string[] {
  const props = schema.properties ?? {};
  const holds = (s: Schema) => Object.entries(s.properties ?? {}).every(([k, v]) => isDeepStrictEqual(props[k], v));
  const size = (s: Schema) => Object.keys(s.properties ?? {}).length;
  const base = earlier.filter(([, s]) => holds(s)).sort(([, a], [, b]) => size(b) - size(a))[0];
  return [
    `### ${title}`,
    '',
    ...(schema.description ? [schema.description, ''] : []),
    ...(base ? [`The fields of ${link(base[0])}, and:`, ''] : []),
    ...(schema.properties ? fieldTable(schema, new Set(Object.keys(base?.[1].properties ?? {}))) : ['An object of any fields.', '']),
  ];
}

function operationSection(method: string, path: string, op: Operation): string[] {
  const out = [`### \`${method.toUpperCase()} ${path}\``, ''];
  if (op.summary) out.push(`${op.summary}.`, '');
  if (op.security?.length === 0) out.push('Needs no access token.', '');
  const params = (op.parameters ?? []).map((p) => {
    const rule = p.schema.allOf ? '' : ruleOf(p.schema);
    const said = [rule, p.description].filter(Boolean).join('; ');
    return `\`${p.name}\` (${p.in}${said ? `: ${said}` : ''})`;
  });
  if (params.length) out.push(`**Parameters**: ${params.join(', ')}.`, '');
  const body = op.requestBody?.content['application/json']?.schema;
  if (body?.title) out.push(`**Body**: ${link(body.title)}.`, '');
  else if (body) out.push('**Body**:', '', ...fieldTable(body));
  for (const [status, answer] of Object.entries(op.responses ?? {})) {
    const schema = answer.content?.['application/json']?.schema;
    // Every operation has them; the page says so once.
    if (COMMON_ERRORS.includes(status) && schema?.title === ERROR) continue;
    if (schema) out.push(`**Answer** ${status}: ${typeOf(schema)}.`, '');
    else if (answer.content)
      out.push(
        `**Answer** ${status}: ${Object.keys(answer.content)
          .map((m) => `\`${m}\``)
          .join(', ')}.`,
        '',
      );
    const headers = Object.keys(answer.headers ?? {}).map((name) => `\`${name}\``);
    if (headers.length) out.push(`**Headers** of ${status}: ${headers.join(', ')}.`, '');
  }
  if (op.description) out.push(op.description, '');
  return out;
}

/**
 * A page from the OpenAPI document: the overview tag's text, the named shapes, then each area (a
 * tag "<overview>: <area>") with its text and its operations in the document's order. An operation
 * of the page under no such tag is an error, so none is left off it.
 */
export function apiMarkdown(doc: OpenApiDocument, page: ApiPage): string {
  const tags = doc.tags ?? [];
  const areaName = new RegExp(`^${page.overview}: (.+)$`);
  const areas = tags.filter((t) => areaName.test(t.name));
  const others = API_PAGES.flatMap((p) => (p.prefix !== undefined && p !== page ? [p.prefix] : []));
  const onPage = (path: string) =>
    page.prefix !== undefined ? path.startsWith(`${page.prefix}/`) : !others.some((prefix) => path.startsWith(`${prefix}/`));
  const shown = (path: string) => (page.prefix !== undefined ? path.slice(page.prefix.length) : path);
  const operations = Object.entries(doc.paths)
    .filter(([path]) => onPage(path))
    .flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((method) => ({ method, path, op: item[method]! })));
  const untagged = operations.filter(({ op }) => !areas.some((a) => op.tags?.includes(a.name)));
  if (untagged.length)
    throw new Error(
      `${page.overview} operations under no "${page.overview}: <area>" tag: ${untagged.map((o) => `${o.method.toUpperCase()} ${o.path}`).join(', ')}`,
    );

  const shapes = new Map<string, Schema>();
  for (const area of areas) {
    for (const { op } of operations.filter((o) => o.op.tags?.includes(area.name))) {
      collectShapes(op.requestBody?.content['application/json']?.schema, shapes);
      for (const answer of Object.values(op.responses ?? {})) collectShapes(answer.content?.['application/json']?.schema, shapes);
    }
  }
  const earlier: Array<[string, Schema]> = [];
  const shapeLines = [...shapes].flatMap(([title, schema]) => {
    const lines = shapeSection(title, schema, earlier);
    earlier.push([title, schema]);
    return lines;
  });

  const overview = tags.find((t) => t.name === page.overview)?.description;
  const lines = [
    `# ${page.title}`,
    '',
    `<!-- Made by \`npm run docs:api\` from the OpenAPI document: edit ${page.sources}, not this file. -->`,
    '',
    ...(overview ? [overview, ''] : []),
    'The same, machine-readable and with the rest of the API: the OpenAPI document at `GET /api/openapi.json`.',
    `${page.prefix !== undefined ? `Paths below are under \`${page.prefix}\`. ` : ''}A field marked \`?\` may be absent. Refusals and`,
    `failures (4XX, 5XX) answer ${link(ERROR)} unless an operation names another shape.`,
    '',
    '## Shapes',
    '',
    ...shapeLines,
  ];
  for (const tag of areas) {
    const name = areaName.exec(tag.name)![1]!;
    lines.push(`## ${name[0]!.toUpperCase()}${name.slice(1)}`, '');
    if (tag.description) lines.push(tag.description, '');
    for (const { method, path, op } of operations.filter((o) => o.op.tags?.includes(tag.name)))
      lines.push(...operationSection(method, shown(path), op));
  }
  return lines.join('\n').replace(/\n+$/, '\n');
}
