// A schema built on first use. Building a zod schema is work done when its module loads (every
// object, field and check is an instance made then), and a page loads the contract modules its
// chunks share whole: at a phone's speed that was most of evaluating the web app's shared chunk
// (100–120 ms of one long task), for schemas the page never parses with. Wrapped, a schema costs
// nothing until something reads it, and is then the same schema (every property is its own).
export function lazySchema<S extends object>(build: () => S): S {
  let built: S | undefined;
  const schema = () => (built ??= build());
  return new Proxy({} as S, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may not report a property its own (empty) target lacks as fixed.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
