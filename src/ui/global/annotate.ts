import { action, makeObservable, observable, observableRef, observableShallow, type AnnotationMapEntry } from 'mobx';

type Names<T> = ReadonlyArray<Extract<keyof T, string> | (string & {})>;

/**
 * makeObservable by groups of member names, for view-models with many fields (private members
 * included, which the typed annotation map cannot name). MobX throws at once on a name the class lacks.
 */
export function annotate<T extends object>(
  target: T,
  groups: { observable?: Names<T>; ref?: Names<T>; shallow?: Names<T>; action?: Names<T> },
): void {
  const each = (names: Names<T> | undefined, annotation: unknown) => (names ?? []).map((name) => [name, annotation]);
  const annotations = Object.fromEntries([
    ...each(groups.observable, observable),
    ...each(groups.ref, observableRef),
    ...each(groups.shallow, observableShallow),
    ...each(groups.action, action),
  ]);
  makeObservable(target, annotations as Parameters<typeof makeObservable<T>>[1]);
}

/** One MobX annotation for many fields of a view-model: `makeObservable(this, { ...each(observable, 'a', 'b') })`. */
export function each<K extends PropertyKey>(
  annotation: AnnotationMapEntry,
  ...keys: K[]
): Record<K, AnnotationMapEntry> {
  return Object.fromEntries(keys.map((k) => [k, annotation])) as Record<K, AnnotationMapEntry>;
}
