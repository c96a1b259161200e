/** The code of a write an earlier session queued that the server does not hold. */
export const NOT_APPLIED = 'sync/not-applied';
