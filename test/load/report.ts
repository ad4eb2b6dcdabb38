/** The load run's figures: per operation, then the bookings. */
import type { Booking, LoadResult, Sample, Scenario } from './flows';

/** p95 at or under this, per operation, is the goal (issue 25). */
export const P95_GOAL_MS = 250;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface OperationFigures {
  operation: string;
  count: number;
  failed: number;
  conflicts: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  statuses: string;
}

export function figuresOf(samples: readonly Sample[]): OperationFigures[] {
  const byOperation = new Map<string, Sample[]>();
  for (const sample of samples) byOperation.set(sample.operation, [...(byOperation.get(sample.operation) ?? []), sample]);
  return [...byOperation].map(([operation, list]) => {
    const times = list.map((sample) => sample.ms).sort((a, b) => a - b);
    const statuses = new Map<number, number>();
    for (const sample of list) if (sample.outcome === 'failed') statuses.set(sample.status, (statuses.get(sample.status) ?? 0) + 1);
    return {
      operation,
      count: list.length,
      failed: list.filter((sample) => sample.outcome === 'failed').length,
      conflicts: list.filter((sample) => sample.outcome === 'conflict').length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      max: times.at(-1) ?? NaN,
      statuses: [...statuses].map(([status, count]) => `${status || 'no answer'}×${count}`).join(' '),
    };
  });
}

/**
 * Bookings of one clinic's time for one exam made more than once: right where the clinic has that
 * many rooms for the exam, a double booking where it has fewer (the run's check of the server's
 * rows against each clinic's rooms decides which).
 */
export function sameSlotTwice(bookings: readonly Booking[]): Booking[][] {
  const bySlot = new Map<string, Booking[]>();
  for (const booking of bookings) {
    const key = `${booking.clinicSlug}|${booking.examSlug}|${booking.start}`;
    bySlot.set(key, [...(bySlot.get(key) ?? []), booking]);
  }
  return [...bySlot.values()].filter((list) => list.length > 1);
}

/** Prints the table; true when no request failed and every p95 meets the goal. */
export function printReport(result: LoadResult, scenario: Scenario): boolean {
  const figures = figuresOf(result.samples);
  const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(0));
  console.log(
    `\n${scenario.patients} patients for ${result.seconds.toFixed(0)} s: ${result.samples.length} requests ` +
      `(${(result.samples.length / result.seconds).toFixed(1)}/s), ${result.bookings.length} bookings\n`,
  );
  console.log(
    `${'operation'.padEnd(14)}${'count'.padStart(7)}${'failed'.padStart(8)}${'races'.padStart(7)}${'p50'.padStart(7)}${'p95'.padStart(7)}${'p99'.padStart(7)}${'max'.padStart(7)}  ms`,
  );
  for (const row of figures) {
    console.log(
      `${row.operation.padEnd(14)}${String(row.count).padStart(7)}${String(row.failed).padStart(8)}${String(row.conflicts).padStart(7)}` +
        `${ms(row.p50).padStart(7)}${ms(row.p95).padStart(7)}${ms(row.p99).padStart(7)}${ms(row.max).padStart(7)}` +
        `${row.p95 > P95_GOAL_MS ? '  over the p95 goal' : ''}${row.statuses ? `  failed: ${row.statuses}` : ''}`,
    );
  }
  const twice = sameSlotTwice(result.bookings);
  console.log(
    `\nsame clinic, exam and time booked more than once: ${twice.length}` +
      (twice.length
        ? ` (${twice.map((list) => `${list[0]!.clinicSlug} ${list[0]!.start} ×${list.length}`).join(', ')}; right only where the clinic has that many rooms: see the check of the server's rows)`
        : ''),
  );
  return figures.every((row) => row.failed === 0 && !(row.p95 > P95_GOAL_MS));
}
