import type { AnnotationMapEntry } from 'mobx';

/** One MobX annotation for many fields of a view-model: `makeObservable(this, { ...each(observable, 'a', 'b') })`. */
export function each<K extends PropertyKey>(
  annotation: AnnotationMapEntry,
  ...keys: K[]
): Record<K, AnnotationMapEntry> {
  return Object.fromEntries(keys.map((k) => [k, annotation])) as Record<K, AnnotationMapEntry>;
}
