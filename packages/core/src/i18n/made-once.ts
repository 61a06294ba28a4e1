/**
 * A value made the first time its key is asked for, then kept: Intl formatters cost far more to make
 * than to use and keep no state between calls, so one per language (or time zone) serves every call.
 * Only for keys from a small, fixed set: nothing is ever dropped.
 */
export function madeOncePer<Key, Value>(make: (key: Key) => Value): (key: Key) => Value {
  const made = new Map<Key, Value>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}
