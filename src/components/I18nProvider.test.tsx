// The catalogue comes in two parts: the core (every signed-out page) and the signed-in app's own
// messages, loaded with the app; switching language keeps both.
import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../app/store';
import { initialSettings, localeChanged } from '../features/settings/settingsSlice';
import { StoreI18nProvider } from '../app/StoreI18nProvider';
import { loadMessages, WithAppMessages } from './I18nProvider';

describe('catalogue parts', () => {
  it('shows app pages once their messages are in, and keeps them across a language switch', async () => {
    const store = makeStore({ settings: initialSettings() });
    const core = await loadMessages('en');
    expect(core['auth.backToLogin']).toBeDefined();
    expect(core['assets.field.tag']).toBeUndefined();
    render(
      <Provider store={store}>
        <StoreI18nProvider initialMessages={core}>
          <FormattedMessage id="common.loading" />
          <WithAppMessages>
            <p>
              <FormattedMessage id="assets.field.tag" />
            </p>
          </WithAppMessages>
        </StoreI18nProvider>
      </Provider>,
    );
    expect(await screen.findByText('Tag')).toBeVisible();
    act(() => void store.dispatch(localeChanged('es')));
    expect(await screen.findByText('Etiqueta')).toBeVisible();
  });
});
