// What a load run prints: completions, errors by status and by call, p50 / p99 per call.
import type { CallSample } from './journey';

export type CallFigures = {
  call: string;
  count: number;
  errors: number;
  /** Answers refused as the journey expects (a double submit's copy answered 409). */
  refused: number;
  p50: number;
  p99: number;
};

export type RunFigures = {
  movers: number;
  completed: number;
  failedMovers: number;
  /** Movers never started or stopped by the time limit. */
  unfinished: number;
  requests: number;
  errors: number;
  errorsByStatus: Record<string, number>;
  errorsByCall: Record<string, number>;
  calls: CallFigures[];
  seconds: number;
  /** The first few refusals, as the API worded them. */
  firstErrors: string[];
};

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function callFigures(samples: CallSample[]): {
  calls: CallFigures[];
  errorsByStatus: Record<string, number>;
  errorsByCall: Record<string, number>;
  errors: number;
} {
  const byCall = new Map<string, CallSample[]>();
  const errorsByStatus: Record<string, number> = {};
  const errorsByCall: Record<string, number> = {};
  let errors = 0;
  for (const sample of samples) {
    const list = byCall.get(sample.call) ?? [];
    list.push(sample);
    byCall.set(sample.call, list);
    if (!sample.ok) {
      errors += 1;
      const status = sample.status === 0 ? 'no answer' : String(sample.status);
      errorsByStatus[status] = (errorsByStatus[status] ?? 0) + 1;
      errorsByCall[sample.call] = (errorsByCall[sample.call] ?? 0) + 1;
    }
  }
  const calls = [...byCall.entries()].map(([call, list]) => {
    const times = list.map((sample) => sample.ms).sort((a, b) => a - b);
    return {
      call,
      count: list.length,
      errors: list.filter((sample) => !sample.ok).length,
      refused: list.filter((sample) => sample.ok && sample.status >= 400).length,
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
    };
  });
  return { calls, errorsByStatus, errorsByCall, errors };
}

export function printFigures(figures: RunFigures, title: string): void {
  console.log(`\n${title}`);
  console.log(
    `movers ${figures.movers}: ${figures.completed} completed, ${figures.failedMovers} failed, ${figures.unfinished} unfinished, in ${figures.seconds.toFixed(1)} s`,
  );
  console.log(
    `requests ${figures.requests} (${(figures.requests / Math.max(figures.seconds, 0.001)).toFixed(0)}/s), errors ${figures.errors}`,
  );
  const statuses = Object.entries(figures.errorsByStatus);
  if (statuses.length > 0)
    console.log(`errors by status: ${statuses.map(([s, n]) => `${s} × ${n}`).join(', ')}`);
  const byCall = Object.entries(figures.errorsByCall);
  if (byCall.length > 0)
    console.log(`errors by call: ${byCall.map(([c, n]) => `${c} × ${n}`).join(', ')}`);
  for (const line of figures.firstErrors) console.log(`  ${line}`);
  console.log(
    `\n${'call'.padEnd(44)}${'count'.padStart(7)}${'errors'.padStart(8)}${'409 ok'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`,
  );
  for (const c of figures.calls) {
    console.log(
      `${c.call.padEnd(44)}${String(c.count).padStart(7)}${String(c.errors).padStart(8)}${String(c.refused).padStart(8)}${c.p50.toFixed(1).padStart(9)}${c.p99.toFixed(1).padStart(9)}`,
    );
  }
}
