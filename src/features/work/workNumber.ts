// Moved to src/lib/workNumber.ts: service-contract visits make work orders too, and a
// feature may not import another's modules. Kept so the work feature's imports stay as they were.
export { newWorkNumber, WORK_NUMBER, workKeywords, workNumberLabel } from '../../lib/workNumber';
