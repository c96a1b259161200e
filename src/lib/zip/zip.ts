// Writes a zip file made in a worker (zipWorker.ts; on the page where there is none): add files,
// then `finish` gives the archive as a Blob. Text goes in as UTF-8.
import { zipCore } from './zipCore';

export interface ZipWriter {
  add(name: string, data: Uint8Array | string): void;
  /** The archive, once every file added is in it. */
  finish(): Promise<Blob>;
  /** Stops making it (the worker is ended). */
  cancel(): void;
}

const bytes = (data: Uint8Array | string) => (typeof data === 'string' ? new TextEncoder().encode(data) : data);

export function zipWriter(): ZipWriter {
  const chunks: BlobPart[] = [];
  let settle: { resolve: (b: Blob) => void; reject: (e: Error) => void } | null = null;
  let result: Blob | Error | null = null;
  const done = (outcome: Blob | Error) => {
    result = outcome;
    if (!settle) return;
    if (outcome instanceof Error) settle.reject(outcome);
    else settle.resolve(outcome);
  };
  const onChunk = (data: Uint8Array, final: boolean) => {
    chunks.push(data as Uint8Array<ArrayBuffer>);
    if (final) done(new Blob(chunks, { type: 'application/zip' }));
  };
  const onError = (error: Error) => done(error);

  let add: (name: string, data: Uint8Array) => void;
  let end: () => void;
  let cancel = () => undefined as void;
  if (typeof Worker === 'function') {
    const worker = new Worker(new URL('./zipWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ data?: Uint8Array; final?: boolean; error?: string }>) => {
      if (event.data.error) onError(new Error(event.data.error));
      else if (event.data.data) onChunk(event.data.data, event.data.final ?? false);
    };
    worker.onerror = (event) => onError(new Error(event.message || 'The archive could not be made.'));
    add = (name, data) => worker.postMessage({ name, data }, [data.buffer]);
    end = () => worker.postMessage({ end: true });
    cancel = () => worker.terminate();
  } else {
    const core = zipCore(onChunk, onError);
    add = (name, data) => core.add(name, data);
    end = () => core.end();
  }
  return {
    add: (name, data) => add(name, bytes(data)),
    finish() {
      end();
      return new Promise<Blob>((resolve, reject) => {
        settle = { resolve, reject };
        if (result) done(result);
      });
    },
    cancel: () => cancel(),
  };
}
