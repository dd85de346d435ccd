/** A bounded memo of a pure function of a string; it forgets everything when full. */
export function memoize<T>(compute: (key: string) => T, maxEntries = 2_000): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      if (cache.size >= maxEntries) cache.clear();
      value = compute(key);
      cache.set(key, value);
    }
    return value;
  };
}
