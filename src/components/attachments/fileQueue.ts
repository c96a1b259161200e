// Chosen files wait here between the card and the upload saga: a File is not serialisable, so
// the action names it by id and the saga takes it from here.
const files = new Map<string, Blob>();

let counter = 0;

/** Keeps a file for the saga; returns the id its upload goes by. */
export function holdFile(file: Blob): string {
  counter += 1;
  const id = `upload-${Date.now().toString(36)}-${counter}`;
  files.set(id, file);
  return id;
}

/** The file held under `id` (removed from the queue), or undefined. */
export function takeFile(id: string): Blob | undefined {
  const file = files.get(id);
  files.delete(id);
  return file;
}
