/**
 * Repeating groups: a group with `repeats: true` is filled in once per thing the person has (each
 * implant, each earlier scan), as many times as they add it. Every instance holds its own answers,
 * so an answer is keyed by its item *and* the instances it sits in. Outside repeating groups the
 * key is the linkId itself, so a form without them keys its answers exactly as before.
 *
 * The tree lists every node (an item in one place: one instance of its repeating ancestors) in
 * document order. It is rebuilt when an instance is added or removed (rare); typing never rebuilds it.
 */
import type { QuestionnaireItem } from '../api/schemas/questionnaire.schema';
import type { ItemIndex } from './walk';

/** Separators no sane linkId contains (ASCII unit and record separators): keys are never parsed back. */
const OPEN = '\u001F';
const CLOSE = '\u001E';

/** A repeating group's instances, by the group's node key: instance ids in the order shown. */
export type Instances = ReadonlyMap<string, readonly number[]>;

/** The repeating-group instances a node sits in, outermost first: [group linkId, instance id]. */
export type Scope = readonly (readonly [string, number])[];

export interface TreeNode {
  key: string;
  linkId: string;
  item: QuestionnaireItem;
  /** The parent node's key (for a child of a repeating group: the group's node, whose state is the group's). */
  parent: string | undefined;
  /** Child node keys; for a repeating group, every instance's children in instance order. */
  children: string[];
  /** Repeating groups only: each instance's id and its child keys. */
  instances?: { id: number; children: string[] }[];
  scope: Scope;
}

export interface ItemTree {
  index: ItemIndex;
  /** Every node by key, in document order. */
  nodes: Map<string, TreeNode>;
  /** Top-level keys (the top-level linkIds). */
  roots: string[];
  /** linkId → the keys of its nodes (one, unless it sits in a repeating group). */
  keysOf: Map<string, string[]>;
  /** Every repeating group node's instance ids (what a draft keeps). */
  instances: Map<string, number[]>;
  /** linkId → the linkIds of its repeating-group ancestors, outermost first. */
  repeatingAncestors: Map<string, string[]>;
}

export function isRepeatingGroup(item: QuestionnaireItem): boolean {
  return item.type === 'group' && item.repeats === true;
}

export function nodeKey(scope: Scope, linkId: string): string {
  let prefix = '';
  for (const [group, id] of scope) prefix += `${group}${OPEN}${id}${CLOSE}`;
  return prefix + linkId;
}

/**
 * Builds the tree. A repeating group not named in `instances` has `fallback` instances: one (id 0)
 * on a form being filled in; none when reading a response that did not send it.
 */
export function buildTree(index: ItemIndex, instances: Instances = new Map(), fallback: readonly number[] = [0]): ItemTree {
  const tree: ItemTree = { index, nodes: new Map(), roots: [], keysOf: new Map(), instances: new Map(), repeatingAncestors: new Map() };
  const roots = [...index.items.keys()].filter((linkId) => !index.parent.has(linkId));
  const visit = (linkIds: readonly string[], parent: string | undefined, scope: Scope, ancestors: string[]): string[] =>
    linkIds.map((linkId) => {
      const item = index.items.get(linkId)!;
      const key = nodeKey(scope, linkId);
      const node: TreeNode = { key, linkId, item, parent, children: [], scope };
      tree.nodes.set(key, node);
      const keys = tree.keysOf.get(linkId) ?? [];
      keys.push(key);
      tree.keysOf.set(linkId, keys);
      tree.repeatingAncestors.set(linkId, ancestors);
      const children = index.children.get(linkId) ?? [];
      if (isRepeatingGroup(item)) {
        const ids = [...(instances.get(key) ?? fallback)];
        tree.instances.set(key, ids);
        const inner = [...ancestors, linkId];
        node.instances = ids.map((id) => ({ id, children: visit(children, key, [...scope, [linkId, id]], inner) }));
        node.children = node.instances.flatMap((instance) => instance.children);
      } else {
        node.children = visit(children, key, scope, ancestors);
      }
      return key;
    });
  tree.roots = visit(roots, undefined, [], []);
  return tree;
}

/**
 * The nodes whose answers a condition of `fromKey` on `question` reads: the question in the same
 * instance where both share repeating groups (the usual "in this implant, if type is X"), else every
 * instance of it (a question outside that names one inside: any instance's answer counts).
 */
export function resolveQuestion(tree: ItemTree, fromKey: string, question: string): string[] {
  const wanted = tree.repeatingAncestors.get(question);
  if (!wanted) return [];
  if (!wanted.length) return tree.keysOf.has(question) ? [question] : [];
  const from = tree.nodes.get(fromKey);
  const shared = (from?.scope ?? []).filter(([group]) => wanted.includes(group));
  if (shared.length === wanted.length) {
    const key = nodeKey(shared, question);
    return tree.nodes.has(key) ? [key] : [];
  }
  const prefix = nodeKey(shared, '');
  return (tree.keysOf.get(question) ?? []).filter((key) => key.startsWith(prefix));
}

/** Answers by key → answers by linkId (every instance's answers together): what outcome rules read. */
export function answersByLinkId<T>(tree: ItemTree, answers: ReadonlyMap<string, readonly T[]>): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const [key, values] of answers) {
    const linkId = tree.nodes.get(key)?.linkId;
    if (linkId === undefined || !values.length) continue;
    out.set(linkId, [...(out.get(linkId) ?? []), ...values]);
  }
  return out;
}
