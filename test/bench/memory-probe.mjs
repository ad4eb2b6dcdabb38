/**
 * Preloaded into a server the load bench starts (`node --import ./memory-probe.mjs …`): answers the
 * bench's IPC message "memory" with where the server's memory goes: Node's heap, memory outside it
 * (external, array buffers among it) and each WebAssembly memory (PGlite's PostgreSQL), reserved and
 * resident. A bench tool only: the server itself never loads it.
 */
import { readFileSync } from 'node:fs';

const memories = [];
const NativeMemory = WebAssembly.Memory;
// Emscripten makes PGlite's memory with `new WebAssembly.Memory`: remember each, weakly.
WebAssembly.Memory = new Proxy(NativeMemory, {
  construct(target, args) {
    const memory = new target(...args);
    memories.push(new WeakRef(memory));
    return memory;
  },
});

/** Resident kB of each anonymous mapping, by size in kB: a WebAssembly memory is one mapping of its own size. */
function residentBySize() {
  const bySize = new Map();
  let size = 0;
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const field = /^(Size|Rss):\s+(\d+) kB/.exec(line);
    if (field?.[1] === 'Size') size = Number(field[2]);
    if (field?.[1] === 'Rss') bySize.set(size, (bySize.get(size) ?? 0) + Number(field[2]));
  }
  return bySize;
}

const MB = 1024 * 1024;

process.channel?.unref();
process.on('message', (message) => {
  if (message !== 'memory') return;
  const usage = process.memoryUsage();
  const bySize = residentBySize();
  const wasm = memories
    .map((ref) => ref.deref())
    .filter(Boolean)
    .map((memory) => {
      const bytes = memory.buffer.byteLength;
      const resident = bySize.get(bytes / 1024);
      return { reservedMB: bytes / MB, residentMB: resident === undefined ? NaN : resident / 1024 };
    });
  process.send?.({
    rssMB: usage.rss / MB,
    heapUsedMB: usage.heapUsed / MB,
    heapTotalMB: usage.heapTotal / MB,
    externalMB: usage.external / MB,
    arrayBuffersMB: usage.arrayBuffers / MB,
    wasm,
  });
});
