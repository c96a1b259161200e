import { workNumberLabel } from '../lib/workNumber';

/** An order's number as people read it: a preventive order's PM-… number, never its document id. */
export function WorkNumber({ number }: { number: string }) {
  return <bdi>{workNumberLabel(number)}</bdi>;
}
