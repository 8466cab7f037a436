import type { JsonSchema, MessageRule } from '../steps/types.js';
import { fieldPointers } from './rule-fields.js';

/**
 * The message rules with `rule` put among them in the order of the fields they speak of: a member
 * sees the first failing message, so a message about a later field must not come before the
 * messages of the fields above it. It comes last among its field's own: a rule without a keyword
 * names every error at its path, and would take the words of one naming a keyword ('alespoň 10
 * znaků') after it. Rules about places that are no field keep their places.
 */
export function withMessage(messages: readonly MessageRule[], rule: MessageRule, schema: JsonSchema | undefined): MessageRule[] {
  const order = fieldPointers(schema);
  const place = order.indexOf(rule.path);
  const before = messages.findIndex((m) => order.indexOf(m.path) > place);
  return before < 0 || place < 0 ? [...messages, rule] : [...messages.slice(0, before), rule, ...messages.slice(before)];
}
