import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Chunks from '../../lib/chunks';
import { loadChunk } from '../../lib/chunks';
import { forgetLazyModules } from '../../lib/useLazyModule';
import { initialSettings } from '../../features/settings/settingsSlice';
import { renderWithProviders } from '../../testing/render';
import MarkdownView from './MarkdownView';

vi.mock('../../lib/chunks', async (importOriginal) => {
  const actual = await importOriginal<typeof Chunks>();
  return { ...actual, loadChunk: vi.fn(actual.loadChunk) };
});

const BODY = [
  '# Lock-out: pump P-101',
  '',
  '1. Stop the pump at the panel.',
  '2. Lock the breaker, then **test** for zero energy.',
  '',
  '![Isolation points](p101-loto.png)',
  '',
  '| Point | Lock |',
  '| :--- | ---: |',
  '| Breaker | red |',
  '',
  '<script>window.hacked = true</script> [manual](javascript:alert(1)) [vendor](https://pumps.example/p101)',
].join('\n');

const resolveImage = (name: string) => (name === 'p101-loto.png' ? 'https://storage.example/p101-loto.png' : null);

describe('MarkdownView', () => {
  beforeEach(() => forgetLazyModules());
  afterEach(() => vi.mocked(loadChunk).mockClear());

  it('shows a loading line, then the body as safe HTML', async () => {
    const { container } = renderWithProviders(
      <MarkdownView source={BODY} resolveImage={resolveImage} className="mt-2" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the text…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lock-out: pump P-101' })).toBeInTheDocument();
    const body = container.querySelector('.markdown-body.mt-2')!;
    expect(body.querySelectorAll('ol > li')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Isolation points' })).toHaveAttribute(
      'src',
      'https://storage.example/p101-loto.png',
    );
    expect(screen.getByRole('columnheader', { name: 'Lock' })).toHaveClass('text-end');
    // Raw HTML is text; a script address is not a link; an external link opens apart.
    expect(body.querySelector('script')).toBeNull();
    expect(body).toHaveTextContent('<script>window.hacked = true</script>');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.queryByRole('link', { name: 'manual' })).toBeNull();
    expect(screen.getByRole('link', { name: 'vendor' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(body.querySelector('[style], [onerror], [onclick]')).toBeNull();
  });

  it('shows the body of a later view at once, without loading again', async () => {
    const first = renderWithProviders(<MarkdownView source="first" />);
    expect(await screen.findByText('first')).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<MarkdownView source="*second*" />);
    expect(screen.getByText('second').tagName).toBe('EM');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('updates when the source changes', async () => {
    function Editor() {
      const [source, setSource] = useState('one');
      return (
        <>
          <button type="button" onClick={() => setSource('**two**')}>
            Change
          </button>
          <MarkdownView source={source} />
        </>
      );
    }
    renderWithProviders(<Editor />);
    expect(await screen.findByText('one')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByText('two').tagName).toBe('STRONG');
    expect(screen.queryByText('one')).toBeNull();
  });

  it('says in words when the renderer cannot be downloaded, and retries', async () => {
    vi.mocked(loadChunk).mockRejectedValueOnce(new Error('Loading chunk markdown failed'));
    renderWithProviders(<MarkdownView source="**Wear gloves**" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The text could not be shown: part of Torque could not be downloaded. Check your connection, then try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Wear gloves')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loadChunk).toHaveBeenCalledTimes(2);
  });

  it('speaks Spanish', async () => {
    vi.mocked(loadChunk).mockRejectedValueOnce(new Error('offline'));
    renderWithProviders(<MarkdownView source="x" />, {
      preloadedState: { settings: { ...initialSettings(), locale: 'es' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo mostrar el texto');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
