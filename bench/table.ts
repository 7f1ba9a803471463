// The printed table: each call's figures beside its yardstick's, and whether it meets its target.
import type { Call, Yardstick } from './calls';
import { PGLITE_P99_TARGET_MS } from './calls';
import type { Sample } from './measure';

export type Row = { call: Call; sample: Sample };

const YARDSTICK_NAMES: Record<Yardstick, string> = {
  bare: 'yardstick: bare Fastify route',
  select: 'yardstick: bare route + one PK SELECT',
};

/** Prints the table and returns how many targets were missed. */
export function printTable(options: {
  label: string;
  yardsticks: Record<Yardstick, Sample>;
  rows: Row[];
  checkP99: boolean;
}): number {
  const { label, yardsticks, rows, checkP99 } = options;
  const line = (cells: string[]) =>
    console.log(
      `${cells[0]!.padEnd(46)}${cells[1]!.padStart(9)}${cells[2]!.padStart(9)}${cells[3]!.padStart(7)}  ${cells[4]!.padEnd(24)}${cells[5]}`,
    );
  console.log(`\n${label}`);
  line(['call', 'req/s', 'p99 ms', 'ratio', 'target', '']);
  for (const kind of ['bare', 'select'] as const) {
    const s = yardsticks[kind];
    line([
      YARDSTICK_NAMES[kind],
      s.requestsPerSecond.toFixed(0),
      s.p99Ms.toFixed(0),
      '1.00',
      '',
      '',
    ]);
  }
  let missed = 0;
  for (const { call, sample } of rows) {
    const ratio = sample.requestsPerSecond / yardsticks[call.yardstick].requestsPerSecond;
    const ratioMissed = ratio < call.target;
    const p99Missed = checkP99 && sample.p99Ms >= PGLITE_P99_TARGET_MS;
    if (ratioMissed || p99Missed) missed += 1;
    const target = `≥ ${call.target} ${call.yardstick}${checkP99 ? `, < ${PGLITE_P99_TARGET_MS}` : ''}`;
    const marks = [ratioMissed ? 'MISSED (ratio)' : '', p99Missed ? 'MISSED (p99)' : '']
      .filter(Boolean)
      .join(' ');
    line([
      call.name,
      sample.requestsPerSecond.toFixed(0),
      sample.p99Ms.toFixed(0),
      ratio.toFixed(2),
      target,
      marks,
    ]);
  }
  return missed;
}
