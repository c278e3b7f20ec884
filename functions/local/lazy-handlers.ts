// Loads the deployed handler modules on first use, as Lambda cold starts do, and keeps them.

export function lazyHandlers<Name extends string, Handler>(
  loaders: Record<Name, () => Promise<{ handler: Handler }>>,
): (name: Name) => Promise<Handler> {
  const loaded = new Map<Name, Promise<Handler>>();
  return (name) => {
    let handler = loaded.get(name);
    if (!handler) {
      handler = loaders[name]().then((module) => module.handler);
      loaded.set(name, handler);
    }
    return handler;
  };
}
