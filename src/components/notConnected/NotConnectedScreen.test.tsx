import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json?compiled';
import es from '../../i18n/es.json?compiled';
import { NotConnectedScreen } from './NotConnectedScreen';
import type { ProjectProblem } from '../../services/firebase/projectCheck';

function renderScreen(problem: ProjectProblem, locale: 'en' | 'es' = 'en') {
  return render(
    <IntlProvider locale={locale} defaultLocale="en" messages={locale === 'es' ? es : en}>
      <NotConnectedScreen problem={problem} />
    </IntlProvider>,
  );
}

describe('NotConnectedScreen', () => {
  it('says the app is not connected, and what the administrator must set', () => {
    renderScreen({ variable: 'VITE_FIREBASE_API_KEY' });
    const alert = screen.getByRole('alert');
    expect(
      screen.getByRole('heading', { level: 1, name: 'This copy of Torque is not connected to a Firebase project' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'For the administrator' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('VITE_FIREBASE_… variables) in .env.production');
    expect(alert).toHaveTextContent('npm run deploy');
    expect(alert).toHaveTextContent('docs/deploy.md');
    expect(alert).toHaveTextContent('VITE_FIREBASE_API_KEY is not set.');
  });

  it('names a demo project the build was left on', () => {
    renderScreen({ variable: 'VITE_FIREBASE_PROJECT_ID', value: 'demo-torque' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'VITE_FIREBASE_PROJECT_ID is demo-torque: a demo project, which exists only in the local emulators.',
    );
    expect(screen.getByText('demo-torque').tagName).toBe('CODE');
  });

  it('says a missing project id is not set', () => {
    renderScreen({ variable: 'VITE_FIREBASE_PROJECT_ID' });
    expect(screen.getByRole('alert')).toHaveTextContent('VITE_FIREBASE_PROJECT_ID is not set.');
  });

  it('speaks the saved language', () => {
    renderScreen({ variable: 'VITE_FIREBASE_API_KEY' }, 'es');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Esta copia de Torque no está conectada a un proyecto de Firebase',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('VITE_FIREBASE_API_KEY no está definida.');
  });
});
