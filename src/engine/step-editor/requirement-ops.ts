import type { JsonSchema, MessageRule } from '../steps/types.js';
import { describeTest, fitsField, testSchema, type ConditionTest } from './condition-tests.js';
import { withMessage } from './messages-order.js';
import {
  fieldPointers,
  filledSchema,
  holderSchema,
  isObject,
  lastSegment,
  listOf,
  propertySchema,
  textKey,
  textsOf,
  uiNode,
  valueKind,
  withHolder,
  withoutUnusedTexts,
  withTexts,
  type BothTexts,
} from './rule-fields.js';
import type { EditorState } from './types.js';

/**
 * A requirement that holds only under a condition ('Nápad na zlepšení je povinný, když je
 * vyspělost nejvýše 2'). The engine has no rule of its own for it: it is JSON Schema's if/then in
 * the `completion` of the object holding both fields (the step's, or the list's rows: then the
 * condition reads the same row), as onboarding_strategy.schema.json requires its list once the
 * member said Yes. Completion checks it on the server and in the browser alike, and the member
 * reads the message of the rule naming the field's path.
 */
export interface RequirementChoice {
  /** A field beside the required one (in the same row for a field of a list's rows). */
  source: string;
  test: ConditionTest;
  message: BothTexts;
}

export type RequirementView = { kind: 'none' } | ({ kind: 'builder' } & RequirementChoice) | { kind: 'complex' };

type Where = { at: 'completion' } | { at: 'allOf'; index: number };

interface Found {
  where: Where;
  branch: JsonSchema;
}

const completionOf = (holder: JsonSchema | undefined): JsonSchema => (isObject(holder?.completion) ? holder.completion : {});

/** The if/then branches of the holder's completion that require the field: the completion's own, then those in its allOf. */
function branchesFor(holder: JsonSchema | undefined, name: string): Found[] {
  const completion = completionOf(holder);
  const requires = (b: unknown): b is JsonSchema =>
    isObject(b) && isObject(b.then) && Array.isArray(b.then.required) && b.then.required.includes(name);
  const own: Found[] = requires(completion) ? [{ where: { at: 'completion' }, branch: completion }] : [];
  const listed = Array.isArray(completion.allOf) ? completion.allOf : [];
  return [...own, ...listed.flatMap((b, index): Found[] => (requires(b) ? [{ where: { at: 'allOf', index }, branch: b }] : []))];
}

/** The builder's terms for an if/then branch that requires the one field under one field's test, or undefined. */
function describeBranch(
  branch: JsonSchema,
  name: string,
): (Omit<RequirementChoice, 'message' | 'source'> & { sourceName: string }) | undefined {
  const { if: cond, then, else: otherwise } = branch;
  if (otherwise !== undefined || !isObject(cond) || !isObject(then)) return undefined;
  const sources = isObject(cond.properties) ? Object.keys(cond.properties) : [];
  const [sourceName] = sources;
  if (sources.length !== 1 || Object.keys(cond).some((k) => k !== 'properties' && k !== 'required')) return undefined;
  if (cond.required !== undefined && JSON.stringify(cond.required) !== JSON.stringify(sources)) return undefined;
  if (Object.keys(then).some((k) => k !== 'required' && k !== 'properties')) return undefined;
  if (JSON.stringify(then.required) !== JSON.stringify([name])) return undefined;
  if (isObject(then.properties) && Object.keys(then.properties).some((k) => k !== name)) return undefined;
  const test = describeTest((cond.properties as JsonSchema)[sourceName!]);
  return test && { sourceName: sourceName!, test };
}

/** The pointer of a sibling of `field` (in the same row for a field of a list's rows). */
const sibling = (field: string, name: string) => `${field.slice(0, field.lastIndexOf('/'))}/${name}`;

/** The keyword-less message rule about the field: the one that speaks when it is missing. */
const messageIndex = (state: EditorState, field: string) => state.files.rules.messages.findIndex((m) => m.path === field && !m.keyword);

/** The fields a requirement of `field` may depend on: the other fields of the same object (its row, for a field of a list). */
export function requirementSources(state: EditorState, field: string): string[] {
  const list = listOf(field);
  return fieldPointers(state.files.schema).filter(
    (p) =>
      p !== field &&
      listOf(p) === list &&
      valueKind(propertySchema(state.files.schema, p)) !== 'unknown' &&
      uiNode(state.files.ui, p)?.['ui:widget'] !== 'hidden',
  );
}

export function requirementOf(state: EditorState, field: string): RequirementView {
  const found = branchesFor(holderSchema(state.files.schema, field), lastSegment(field));
  if (found.length === 0) return { kind: 'none' };
  const described = found.length === 1 ? describeBranch(found[0]!.branch, lastSegment(field)) : undefined;
  if (!described) return { kind: 'complex' };
  const rule = state.files.rules.messages[messageIndex(state, field)];
  return { kind: 'builder', source: sibling(field, described.sourceName), test: described.test, message: textsOf(state, rule?.message) };
}

/** The holder's completion with the branch at `where` replaced by `branch` (or removed without one), emptied parts dropped. */
function withBranch(completion: JsonSchema, where: Where | undefined, branch: JsonSchema | undefined): JsonSchema {
  const out = { ...completion };
  if (where?.at === 'completion') {
    delete out.if;
    delete out.then;
    if (branch) Object.assign(out, branch);
    return out;
  }
  const list = Array.isArray(out.allOf) ? [...out.allOf] : [];
  if (where && branch) list[where.index] = branch;
  else if (where) list.splice(where.index, 1);
  else if (branch) list.push(branch);
  if (list.length) out.allOf = list;
  else delete out.allOf;
  return out;
}

const withCompletion = (holder: JsonSchema, completion: JsonSchema): JsonSchema => {
  const { completion: _, ...rest } = holder;
  return Object.keys(completion).length ? { ...rest, completion } : rest;
};

/**
 * The state with the field required only while the source passes the test, with the message
 * members read then. What completion asked of the field on its own (a non-blank text, a minimum
 * length) moves into the condition's branch, and the field leaves the holder's unconditional
 * `required`: a requirement under a condition is no requirement without it. The message is the
 * field's keyword-less message rule (added in the fields' order when there is none; given a key
 * of its own when its text is shared with other rules).
 */
export function setRequirement(state: EditorState, field: string, choice: RequirementChoice): EditorState {
  if (!requirementSources(state, field).includes(choice.source)) throw new RangeError(`${field} cannot depend on ${choice.source}`);
  const sourceProperty = propertySchema(state.files.schema, choice.source);
  if (!fitsField(sourceProperty, choice.test))
    throw new RangeError(`${choice.source} cannot be tested with ${JSON.stringify(choice.test)}`);
  const schema = state.files.schema!;
  const name = lastSegment(field);
  const sourceName = lastSegment(choice.source);
  const property = propertySchema(schema, field)!;
  const [old] = branchesFor(holderSchema(schema, field), name);
  const oldThen = old && isObject(old.branch.then) && isObject(old.branch.then.properties) ? old.branch.then.properties[name] : undefined;
  const own = isObject(property.completion) ? property.completion : {};
  const branch = {
    if: { properties: { [sourceName]: testSchema(valueKind(sourceProperty), choice.test) }, required: [sourceName] },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, a plain object never awaited
    then: {
      required: [name],
      properties: { [name]: { ...filledSchema(valueKind(property)), ...(isObject(oldThen) ? oldThen : {}), ...own } },
    },
  };
  const nextSchema = withHolder(schema, field, (holder) => {
    const properties = holder.properties as Record<string, JsonSchema>;
    const { completion: _, ...plain } = properties[name]!;
    const completion = withBranch(completionOf(holder), old?.where, branch);
    if (Array.isArray(completion.required)) {
      const required = completion.required.filter((r) => r !== name);
      if (required.length) completion.required = required;
      else delete completion.required;
    }
    return withCompletion({ ...holder, properties: { ...properties, [name]: plain } }, completion);
  });
  return withRequirementMessage({ ...state, files: { ...state.files, schema: nextSchema } }, field, choice.message);
}

function withRequirementMessage(state: EditorState, field: string, message: BothTexts): EditorState {
  const messages = state.files.rules.messages;
  const at = messageIndex(state, field);
  const current = messages[at]?.message;
  const shared = current !== undefined && JSON.stringify(state.files).split(JSON.stringify(current)).length > 2;
  const key =
    current === undefined || shared || !current.startsWith(`steps/${state.module}:`) ? textKey(state, field, 'requiredWhen') : current;
  const rule: MessageRule = { path: field, message: key };
  const next = at < 0 ? withMessage(messages, rule, state.files.schema) : messages.map((m, i) => (i === at ? { ...m, message: key } : m));
  const rules = { ...state.files.rules, messages: next };
  return withTexts({ ...state, files: { ...state.files, rules } }, key, message);
}

/**
 * The state without the field's conditional requirement: the field is optional. What completion
 * asked of it beyond being filled (a minimum length) stays with the field; its message rule goes
 * unless the field is still required on its own, and its texts with it.
 */
export function removeRequirement(state: EditorState, field: string): EditorState {
  const schema = state.files.schema;
  const name = lastSegment(field);
  const found = branchesFor(holderSchema(schema, field), name);
  if (!schema || found.length === 0) return state;
  const filled = filledSchema(valueKind(propertySchema(schema, field)));
  const kept: JsonSchema = {};
  let completion = completionOf(holderSchema(schema, field));
  for (const { where, branch } of [...found].reverse()) {
    const thenProperty = (branch.then as JsonSchema).properties;
    const asked = isObject(thenProperty) && isObject(thenProperty[name]) ? thenProperty[name] : {};
    for (const [k, v] of Object.entries(asked)) if (JSON.stringify(filled[k]) !== JSON.stringify(v)) kept[k] = v;
    completion = withBranch(completion, where, undefined);
  }
  const nextSchema = withHolder(schema, field, (holder) => {
    const properties = holder.properties as Record<string, JsonSchema>;
    const property = properties[name]!;
    const withKept = Object.keys(kept).length ? { ...property, completion: { ...completionOf(property), ...kept } } : property;
    return withCompletion({ ...holder, properties: { ...properties, [name]: withKept } }, completion);
  });
  const next = { ...state, files: { ...state.files, schema: nextSchema } };
  const stillRequired = Array.isArray(completion.required) && completion.required.includes(name);
  const at = messageIndex(next, field);
  if (stillRequired || at < 0) return next;
  const key = next.files.rules.messages[at]!.message;
  const messages = next.files.rules.messages.filter((_, i) => i !== at);
  return withoutUnusedTexts({ ...next, files: { ...next.files, rules: { ...next.files.rules, messages } } }, key);
}
