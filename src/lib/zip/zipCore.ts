// A zip made as it goes (fflate's streaming Zip): each file deflated as it is added, the bytes
// handed on in chunks. The same code runs in the export's worker and, where there is no worker
// (tests), on the page.
import { Zip, ZipDeflate } from 'fflate';

export interface ZipCore {
  add(name: string, data: Uint8Array): void;
  end(): void;
}

/** `onChunk` gets the archive's bytes in order; `final` is true with the last chunk. */
export function zipCore(onChunk: (data: Uint8Array, final: boolean) => void, onError: (e: Error) => void): ZipCore {
  const zip = new Zip((error, data, final) => (error ? onError(error) : onChunk(data, final)));
  return {
    add(name, data) {
      const file = new ZipDeflate(name, { level: 6 });
      zip.add(file);
      file.push(data, true);
    },
    end: () => zip.end(),
  };
}
