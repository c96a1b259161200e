// Sagas of features that load on demand: a feature's saga module calls injectSaga when its code
// arrives; every store runs it once, including stores made later (tests make many).
import type { Saga } from 'redux-saga';

type Runner = (saga: Saga) => void;

const runners = new Set<Runner>();
const sagas = new Map<string, Saga>();

export function registerSagaRunner(run: Runner): () => void {
  runners.add(run);
  for (const saga of sagas.values()) run(saga);
  return () => runners.delete(run);
}

export function injectSaga(key: string, saga: Saga): void {
  if (sagas.has(key)) return;
  sagas.set(key, saga);
  for (const run of runners) run(saga);
}
