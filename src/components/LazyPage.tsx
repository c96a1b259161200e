import { type ComponentType, lazy, type LazyExoticComponent, Suspense, useState } from 'react';
import { reloadIfServerAnswers } from '../lib/chunkRetry';
import { loadChunk } from '../lib/chunks';
import { ErrorBoundary } from './ErrorBoundary';
import { LoadErrorScreen } from './LoadErrorScreen';
import { PageLoading } from './PageLoading';

/**
 * A page whose code is downloaded on demand (`chunkId` names it in 'Loading chunk {id} failed'):
 * the loading placeholder meanwhile, and a message with a retry when the download fails or takes
 * longer than the chunk time limit.
 */
export function lazyPage(chunkId: string, load: () => Promise<{ default: ComponentType }>): ComponentType {
  // A retry that fails again reloads the page if the server answers (see lib/chunkRetry).
  const make = (retrying: boolean) =>
    lazy(async () => {
      try {
        return await loadChunk(chunkId, load);
      } catch (error) {
        if (retrying) return reloadIfServerAnswers(error);
        throw error;
      }
    });
  let Page: LazyExoticComponent<ComponentType> = make(false);

  function LazyPage() {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      // React.lazy remembers a failed import: a retry needs a new lazy component.
      Page = make(true);
      setAttempt((n) => n + 1);
    };
    return (
      <ErrorBoundary key={attempt} fallback={(error) => <LoadErrorScreen error={error} onRetry={retry} />}>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </ErrorBoundary>
    );
  }
  LazyPage.displayName = `LazyPage(${chunkId})`;
  return LazyPage;
}
