import type { ContentTree, TextSource } from '../../../api/content';
import { sourceParam } from './text-source';

export interface TreeNode {
  /** Unique in the tree: the path to the node. */
  id: string;
  label: string;
  /** The label with what it belongs to ('Obecná varianta › Lidé › Role v týmu'), for the table's heading and a closed select. */
  title: string;
  depth: number;
  /** What picking the node shows; a heading without one only groups its children. */
  source?: TextSource;
  /** A step's own keys (a group named after the step), when its module's namespace has one. */
  keyPrefix?: string;
}

export interface TreeLabels {
  variantTexts: string;
  variantFile: string;
  stepNamespaces: string;
}

/**
 * The texts tab's tree, flat in reading order with depths (a select on a phone shows it as is):
 * each variant with its own texts, its file's display texts and its modules and steps, then the
 * step namespaces every variant shares.
 */
export function textsTree(tree: ContentTree, labels: TreeLabels): TreeNode[] {
  const nodes: TreeNode[] = [];
  const stepNamespaces = new Set<string>();
  for (const v of tree.variants) {
    const base = `variant/${v.variant_name}`;
    const within = (...labels: string[]) => [v.display_name, ...labels].join(' › ');
    nodes.push({ id: base, label: v.display_name, title: v.display_name, depth: 0 });
    if (v.texts)
      nodes.push({
        id: `${base}/texts`,
        label: labels.variantTexts,
        title: within(labels.variantTexts),
        depth: 1,
        source: { namespace: v.texts },
      });
    nodes.push({
      id: `${base}/file`,
      label: labels.variantFile,
      title: within(labels.variantFile),
      depth: 1,
      source: { variant: v.variant_name },
    });
    for (const m of v.modules) {
      const namespaces = m.steps.flatMap((s) => s.texts);
      for (const ns of namespaces) stepNamespaces.add(ns);
      const own = `steps/${m.module_name}`;
      const moduleNs = namespaces.includes(own) ? own : namespaces[0];
      nodes.push({
        id: `${base}/${m.module_name}`,
        label: m.display_name,
        title: within(m.display_name),
        depth: 1,
        ...(moduleNs ? { source: { namespace: moduleNs } } : {}),
      });
      for (const s of m.steps) {
        const ns = s.texts.includes(own) ? own : s.texts[0];
        nodes.push({
          id: `${base}/${m.module_name}/${s.step_name}`,
          label: s.display_name,
          title: within(m.display_name, s.display_name),
          depth: 2,
          ...(ns ? { source: { namespace: ns }, keyPrefix: s.step_name } : {}),
        });
      }
    }
  }
  if (stepNamespaces.size > 0) {
    nodes.push({ id: 'steps', label: labels.stepNamespaces, title: labels.stepNamespaces, depth: 0 });
    for (const ns of [...stepNamespaces].sort())
      nodes.push({ id: `steps/${ns}`, label: ns, title: `${labels.stepNamespaces} › ${ns}`, depth: 1, source: { namespace: ns } });
  }
  return nodes;
}

/** The node a deep link to a source opens: the shared namespace's own node, else the first that shows the whole source. */
export function nodeForSource(nodes: TreeNode[], source: TextSource): TreeNode | undefined {
  const param = sourceParam(source);
  const whole = nodes.filter((n) => n.source && !n.keyPrefix && sourceParam(n.source) === param);
  return whole.find((n) => n.id.startsWith('steps/')) ?? whole[0];
}

/** A step's rows are its group's keys when the namespace has such a group, else the whole namespace. */
export function rowsOfNode<R extends { key: string }>(rows: R[], keyPrefix: string | undefined): R[] {
  if (!keyPrefix) return rows;
  const own = rows.filter((r) => r.key === keyPrefix || r.key.startsWith(`${keyPrefix}.`));
  return own.length > 0 ? own : rows;
}
