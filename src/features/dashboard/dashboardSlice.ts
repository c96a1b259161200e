// The dashboard's state (issue 12). Other features reach the rollup's pure functions through here.
export {
  completedAtOf,
  contributionOf,
  movesStats,
  recountWorkStats,
  statsFields,
  type StatsOrder,
  type StatsStep,
  statsOfMove,
} from './workStats';
