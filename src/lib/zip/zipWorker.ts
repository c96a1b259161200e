// The export's worker: makes the zip off the page, so a large archive never freezes it. Messages
// in: { name, data } for a file, { end: true } when all are sent; out: { data, final } chunks (their
// buffers moved, not copied), or { error }.
import { zipCore } from './zipCore';

const post = (message: unknown, transfer: Transferable[] = []) =>
  (self as unknown as { postMessage(m: unknown, t: Transferable[]): void }).postMessage(message, transfer);

const core = zipCore(
  (data, final) => {
    // A copy: fflate may reuse the buffer it handed over.
    const copy = data.slice();
    post({ data: copy, final }, [copy.buffer]);
  },
  (error) => post({ error: error.message }),
);

self.onmessage = (event: MessageEvent<{ name?: string; data?: Uint8Array; end?: boolean }>) => {
  const { name, data, end } = event.data;
  if (end) core.end();
  else if (name && data) core.add(name, data);
};
