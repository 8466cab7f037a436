import type { ContentProblem } from '../../src/content/content-problem.js';
import { DERIVATIONS } from '../../src/engine/derivations/index.js';
import type { JsonSchema, StepDefinition } from '../../src/engine/steps/index.js';

type PointsInto = (schema: JsonSchema, pointer: string) => boolean;

/**
 * Problems of a step's derived data (rules.derive): the derivation must exist, its target must be
 * a top-level property of the schema, and each input must read a step (this one when it names
 * none) that has a schema at a pointer that schema declares.
 */
export function deriveProblems(
  def: StepDefinition,
  file: string,
  readSource: (module: string, step: string) => StepDefinition | undefined,
  pointsIntoSchema: PointsInto,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  (def.rules.derive ?? []).forEach((rule, i) => {
    const at = `/derive/${i}`;
    if (!(rule.derivation in DERIVATIONS)) {
      problems.push({
        file,
        place: `${at}/derivation`,
        message: `unknown derivation ${JSON.stringify(rule.derivation)}; known: ${Object.keys(DERIVATIONS).join(', ')}`,
      });
    }
    if (!/^\/[^/*]+$/.test(rule.target) || !def.schema || !pointsIntoSchema(def.schema, rule.target)) {
      problems.push({ file, place: `${at}/target`, message: `${JSON.stringify(rule.target)} is not a top-level property of the schema` });
    }
    for (const [name, input] of Object.entries(rule.inputs ?? {})) {
      // Without a step, the input reads this step's own data.
      const [module, step] = (input.step ?? `${def.module}/${def.step}`).split('/');
      const source = module && step ? readSource(module, step) : undefined;
      const named = input.step ?? 'this step';
      if (!source?.schema) problems.push({ file, place: `${at}/inputs/${name}/step`, message: `${named} has no schema to read from` });
      else if (!pointsIntoSchema(source.schema, input.at))
        problems.push({ file, place: `${at}/inputs/${name}/at`, message: `${JSON.stringify(input.at)} is not a property of ${named}` });
    }
  });
  return problems;
}
