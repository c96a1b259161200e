import { formatDate, type DateInput } from '../lib/date';

/**
 * A date as dd.mm.yyyy inside a sentence: isolated (<bdi>) so that right to left, the digits and
 * dots keep their order and the words around them keep theirs.
 */
export function DateText({ value }: { value: DateInput | null | undefined }) {
  return <bdi>{formatDate(value)}</bdi>;
}
