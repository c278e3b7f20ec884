// Something made on first use and kept for the container's life, such as an AWS SDK client and its package.

/** Made on the first call and kept; a failure is not kept, so the next call tries again. */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    made.catch(() => {
      made = undefined;
    });
    return made;
  };
}
