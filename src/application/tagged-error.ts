/** The constructor argument of a tagged error: its fields, or nothing when it has none. */
type FieldsOf<A> = keyof A extends never ? void : { readonly [P in keyof A as P extends '_tag' ? never : P]: A[P] };

export interface TaggedErrorClass<Tag extends string> {
  new <A extends Record<string, any> = {}>(fields: FieldsOf<A>): Error & { readonly _tag: Tag } & Readonly<A>;
}

/**
 * An Error with a `_tag` and its fields as own properties, told apart by `_tag` (as effect's
 * `Data.TaggedError`, which the app's errors used to extend). Kept here because the shell throws
 * these errors: effect's version would bring effect's core into the first load.
 */
export function TaggedError<Tag extends string>(tag: Tag): TaggedErrorClass<Tag> {
  class Tagged extends Error {
    readonly _tag = tag;
    constructor(fields?: Record<string, unknown>) {
      super(fields?.message as string | undefined, fields?.cause ? { cause: fields.cause } : undefined);
      // Own fields only: a `__proto__` key in the payload must not become the prototype.
      if (fields) for (const key of Object.keys(fields)) Object.defineProperty(this, key, descriptorOf(fields[key]));
    }
  }
  Tagged.prototype.name = tag;
  return Tagged as unknown as TaggedErrorClass<Tag>;
}

const descriptorOf = (value: unknown): PropertyDescriptor => ({
  value,
  enumerable: true,
  writable: true,
  configurable: true,
});
