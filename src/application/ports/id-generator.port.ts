/** Random UUIDs (session id, update guid, idempotency keys: SPEC 9). */
export interface IdGenerator {
  uuid(): string;
}
export const IdGenerator = Symbol.for('IdGenerator');
