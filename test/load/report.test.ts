import { describe, expect, it } from 'vitest';
import type { Sample } from './flows';
import { figuresOf, P95_GOAL_MS, sameSlotTwice } from './report';

const sample = (operation: string, ms: number, outcome: Sample['outcome'] = 'ok', status = 200): Sample => ({
  operation,
  ms,
  outcome,
  status,
});

describe('the load report', () => {
  it('pins the p95 goal of 250 ms', () => {
    expect(P95_GOAL_MS).toBe(250);
  });

  it('gives each operation its count, failures, races and nearest-rank percentiles', () => {
    const samples = [
      ...Array.from({ length: 100 }, (_, i) => sample('book', i + 1)),
      sample('hold', 5, 'conflict', 409),
      sample('hold', 7, 'failed', 429),
      sample('hold', 9, 'failed', 0),
    ];
    const [book, hold] = figuresOf(samples);
    expect(book).toMatchObject({ operation: 'book', count: 100, failed: 0, conflicts: 0, p50: 50, p95: 95, p99: 99, max: 100 });
    expect(hold).toMatchObject({ operation: 'hold', count: 3, failed: 2, conflicts: 1, statuses: '429×1 no answer×1' });
  });

  it('finds one clinic time booked twice for one exam, and nothing else', () => {
    const a = { clinicSlug: 'parramatta', examSlug: 'mri-knee', start: '2026-12-01T00:00:00.000Z', bookingKey: 'BK-1' };
    const twice = sameSlotTwice([a, { ...a, bookingKey: 'BK-2' }, { ...a, examSlug: 'mri-brain', bookingKey: 'BK-3' }]);
    expect(twice).toHaveLength(1);
    expect(twice[0]!.map((booking) => booking.bookingKey)).toEqual(['BK-1', 'BK-2']);
  });
});
