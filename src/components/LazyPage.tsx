import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import { loadChunk } from '../lib/chunks';
import { ErrorBoundary } from './ErrorBoundary';
import { LoadErrorScreen } from './LoadErrorScreen';
import { PageLoading } from './PageLoading';

interface Props {
  /** Names the chunk in error messages ('Loading chunk {id} failed'). */
  chunkId: string;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * A page whose code is downloaded on demand: the loading placeholder meanwhile, and a message
 * with a retry when the download fails or takes longer than the chunk time limit.
 */
export function LazyPage({ chunkId, load }: Props) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy remembers a failed import.
  const Page = useMemo(() => lazy(() => loadChunk(chunkId, load)), [chunkId, load, attempt]);
  return (
    <ErrorBoundary
      key={attempt}
      fallback={(error) => <LoadErrorScreen error={error} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
