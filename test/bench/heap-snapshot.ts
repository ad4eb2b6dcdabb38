/**
 * Reads a V8 heap snapshot (the JSON Chromium's HeapProfiler.takeHeapSnapshot streams) into totals
 * the soak bench can compare: self size per node type (object, closure, code, string, …), per
 * "type:name" (a constructor or a code kind), and the DOM wrappers Chromium marks "Detached".
 */
export interface HeapSummary {
  totalBytes: number;
  byType: Map<string, number>;
  byName: Map<string, { count: number; bytes: number }>;
  detachedDomNodes: number;
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

export function summarize(json: string): HeapSummary {
  const data = JSON.parse(json) as Snapshot;
  const fields = data.snapshot.meta.node_fields;
  const types = data.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const byType = new Map<string, number>();
  const byName = new Map<string, { count: number; bytes: number }>();
  let totalBytes = 0;
  let detachedDomNodes = 0;
  for (let i = 0; i < data.nodes.length; i += width) {
    const type = types[data.nodes[i + typeAt]!] ?? 'unknown';
    const name = data.strings[data.nodes[i + nameAt]!] ?? '';
    const size = data.nodes[i + sizeAt]!;
    totalBytes += size;
    byType.set(type, (byType.get(type) ?? 0) + size);
    // Strings' names are their text: grouped by type only. Code is named by kind or function
    // ("(bytecode array)", "system / SharedFunctionInfo", a function's name): grouped by that name.
    const key = type === 'string' || type === 'concatenated string' || type === 'sliced string' ? type : `${type}:${name.slice(0, 60)}`;
    const entry = byName.get(key) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += size;
    byName.set(key, entry);
    if (name.startsWith('Detached ')) detachedDomNodes += 1;
  }
  return { totalBytes, byType, byName, detachedDomNodes };
}

/** The entries that grew most between two summaries, by bytes. */
export function growth(before: HeapSummary, after: HeapSummary, top = 12): { key: string; bytes: number; count: number }[] {
  const keys = new Set([...before.byName.keys(), ...after.byName.keys()]);
  return [...keys]
    .map((key) => {
      const a = before.byName.get(key) ?? { count: 0, bytes: 0 };
      const b = after.byName.get(key) ?? { count: 0, bytes: 0 };
      return { key, bytes: b.bytes - a.bytes, count: b.count - a.count };
    })
    .sort((x, y) => y.bytes - x.bytes)
    .slice(0, top);
}
