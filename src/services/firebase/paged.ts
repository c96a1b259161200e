// Reading every document of a query from the server, page by page, with progress (the admins'
// recounts of the PM compliance and work-figure rollups). Online only: a recount must count the server's
// documents, not the device's copy.
import type * as FirestoreSdk from 'firebase/firestore';

/** Documents read per request. */
export const PAGE_SIZE = 500;

/**
 * Every document of `query` filtered by `filters`, ordered by `orderField`: first the count (so
 * `progress` can say "120 of 4,000"), then pages of PAGE_SIZE. A damaged document is left out
 * (the pages that list it name it).
 */
export async function readAllFromServer<T>(
  sdk: typeof FirestoreSdk,
  query: FirestoreSdk.Query<T>,
  filters: FirestoreSdk.QueryFieldFilterConstraint[],
  orderField: string,
  progress: (read: number, total: number | null) => void,
): Promise<T[]> {
  const total = (await sdk.getCountFromServer(sdk.query(query, ...filters))).data().count;
  progress(0, total);
  const read: T[] = [];
  let last: FirestoreSdk.QueryDocumentSnapshot<T> | undefined;
  while (true) {
    const page = await sdk.getDocsFromServer(
      sdk.query(
        query,
        ...filters,
        sdk.orderBy(orderField),
        ...(last ? [sdk.startAfter(last)] : []),
        sdk.limit(PAGE_SIZE),
      ),
    );
    for (const doc of page.docs) {
      try {
        read.push(doc.data());
      } catch {
        // Cannot be counted.
      }
    }
    progress(read.length, Math.max(total, read.length));
    if (page.size < PAGE_SIZE) return read;
    last = page.docs[page.docs.length - 1];
  }
}
