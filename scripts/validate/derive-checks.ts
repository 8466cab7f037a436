import type { ContentProblem } from '../../src/content/content-problem.js';
import { DERIVATIONS } from '../../src/engine/derivations/index.js';
import type { JsonSchema, StepDefinition } from '../../src/engine/steps/index.js';

/**
 * Why a step named as a source (derive inputs, optionSources, parts) gives nothing to read: it does
 * not exist (a misspelt name), or it is a reading step that stores no data.
 */
export function missingSource(step: string, source: StepDefinition | undefined, what: string): string {
  if (!/^[a-z][a-z0-9_]*\/[a-z][a-z0-9_]*$/.test(step))
    return `${JSON.stringify(step)} is no step name: write "<module>/<step>", the module's folder under step-schemas and the step's file name`;
  if (!source)
    return `step ${step} does not exist (no ${step}.rules.json under step-schemas): name a step that has its files, or write this one`;
  return `step ${step} is a reading step (it has no ${step}.schema.json), so it stores nothing to ${what}: name a step with data`;
}

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
      if (!source?.schema)
        problems.push({
          file,
          place: input.step === undefined ? `${at}/inputs/${name}` : `${at}/inputs/${name}/step`,
          message: `the input ${JSON.stringify(name)} of the derived ${rule.target}: ${missingSource(input.step ?? `${def.module}/${def.step}`, source, 'read from')}`,
        });
      else if (!pointsIntoSchema(source.schema, input.at))
        problems.push({ file, place: `${at}/inputs/${name}/at`, message: `${JSON.stringify(input.at)} is not a property of ${named}` });
    }
  });
  return problems;
}
