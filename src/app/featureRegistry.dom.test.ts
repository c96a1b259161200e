import { put, take } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { injectFeature } from '../store/featureRegistry';
import { makeStore } from './store';

// A feature whose saga answers 'ping' by counting in the store's log.
const log: string[] = [];
const feature = {
  key: 'probe',
  *saga() {
    while (true) {
      const action = (yield take('probe/ping')) as { meta: string };
      log.push(action.meta);
      yield put({ type: 'probe/pong' });
    }
  },
};

describe('feature registry', () => {
  it('runs a feature saga once per store, and only in the stores that injected it', () => {
    log.length = 0;
    const first = makeStore();
    const second = makeStore();
    injectFeature(first, feature);
    injectFeature(first, feature); // a second render of the route module
    first.dispatch({ type: 'probe/ping', meta: 'first' });
    second.dispatch({ type: 'probe/ping', meta: 'second' });
    expect(log).toEqual(['first']);

    injectFeature(second, feature);
    second.dispatch({ type: 'probe/ping', meta: 'second' });
    expect(log).toEqual(['first', 'second']);
  });

  it('refuses a store made without makeStore', () => {
    expect(() => injectFeature({}, feature)).toThrow(/cannot run feature sagas/);
  });
});
