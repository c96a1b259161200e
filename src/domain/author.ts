/**
 * Who writes: their uid and their name as their membership has it (the names other people read
 * are the writer's own; firestore.rules isMyName).
 */
export interface Author {
  uid: string;
  name: string;
}
