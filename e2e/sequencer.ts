// The order Vitest hands out test files. The browser test files run two at a time, and those that
// change or count the demo company's data take turns (./demoLock.ts): so they are dealt out
// alternately with the files that do not, the largest of each first, and the two workers seldom
// wait for each other. Every other project keeps Vitest's own order.
import { readFileSync, statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const takesTurns = (file: string) => readFileSync(file, 'utf8').includes('aloneOnDemoData(');
const size = (file: string) => statSync(file).size;

/** Alternates the files that take turns with the others, each list largest first. */
export function interleave<T>(files: T[], turns: (file: T) => boolean, weight: (file: T) => number): T[] {
  const bySize = (a: T, b: T) => weight(b) - weight(a);
  const alone = files.filter(turns).sort(bySize);
  const free = files.filter((file) => !turns(file)).sort(bySize);
  const out: T[] = [];
  while (alone.length || free.length) {
    const next = alone.shift();
    if (next) out.push(next);
    const other = free.shift();
    if (other) out.push(other);
  }
  return out;
}

export default class Sequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isE2e = (spec: TestSpecification) => spec.project.name === 'e2e';
    const e2e = interleave(
      sorted.filter(isE2e),
      (spec) => takesTurns(spec.moduleId),
      (spec) => size(spec.moduleId),
    );
    return [...sorted.filter((spec) => !isE2e(spec)), ...e2e];
  }
}
