// A chosen file travels from the page to the saga by a token: a File cannot go through Redux
// (actions and state stay serialisable), and reading it is the saga's job, not the page's.
let next = 0;
const files = new Map<string, Blob>();

/** Keeps the file for the saga; the token goes in the action. */
export function holdFile(file: Blob): string {
  next += 1;
  const token = `file-${next}`;
  files.set(token, file);
  return token;
}

/** The file for a token, once: the saga takes it and nothing keeps it afterwards. */
export function takeFile(token: string): Blob | undefined {
  const file = files.get(token);
  files.delete(token);
  return file;
}
