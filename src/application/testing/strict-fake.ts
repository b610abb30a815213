// A fake port that throws on any method the test did not set up, so nothing reaches a real
// network, camera, decoder or storage by accident.
export function strictFake<T extends object>(name: string, implemented: Partial<T>): T {
  return new Proxy(implemented as T, {
    get(target, property, receiver) {
      if (property in target) return Reflect.get(target, property, receiver);
      if (property === 'then') return undefined; // not a thenable
      throw new Error(`${name}.${String(property)} was not set up in this test`);
    },
  });
}
