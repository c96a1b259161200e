// Features of the signed-in app load on demand: their slice injects itself into the root
// reducer when its code arrives (`slice.injectInto(rootReducer)`), and their saga is started by
// the feature's route module through `useFeature`, once per store. Each store keeps its own
// record, so a test's store never runs a saga another test injected.
import type { Saga } from 'redux-saga';
import { useStore } from 'react-redux';

export interface Feature {
  /** A name unique among features, e.g. 'company'. */
  key: string;
  /** Its side effects, run while the store lives. */
  saga: Saga;
}

interface Runner {
  run: (saga: Saga) => void;
  started: Set<string>;
}

const runners = new WeakMap<object, Runner>();

/** Called by makeStore: how this store runs a feature's saga. */
export function attachSagaRunner(store: object, run: (saga: Saga) => void): void {
  runners.set(store, { run, started: new Set() });
}

/** Starts the feature's saga in this store unless it runs already. */
export function injectFeature(store: object, feature: Feature): void {
  const runner = runners.get(store);
  if (!runner) throw new Error('This store cannot run feature sagas (made without makeStore).');
  if (runner.started.has(feature.key)) return;
  runner.started.add(feature.key);
  runner.run(feature.saga);
}

/** A feature's route module calls this while rendering, before any of its pages dispatches. */
export function useFeature(feature: Feature): void {
  injectFeature(useStore(), feature);
}
