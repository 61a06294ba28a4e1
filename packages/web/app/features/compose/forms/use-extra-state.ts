import { useCallback, useRef, useState } from 'react';
import type { Extra, KeySource } from './form-helpers';

/**
 * A form's working state (texts as typed, row keys) and the extra it writes. The extra is written on
 * every change; a new extra from outside (another document loaded) is read again, while the form's own
 * extra coming back is not (the state holds more than the extra: unfinished dates, row keys).
 */
export function useExtraState<S>(
  extra: Extra,
  onChange: (extra: Extra) => void,
  read: (extra: Extra, key: KeySource) => S,
  write: (state: S) => Extra,
): [S, (update: (state: S) => S) => void, KeySource] {
  // Rows read from an extra are numbered from 1 (the same on the server and in the browser); rows added
  // later take the numbers after the highest one given.
  const lastKey = useRef(0);
  const readNumbered = (value: Extra) => {
    let count = 0;
    const state = read(value, () => {
      count += 1;
      return count;
    });
    lastKey.current = Math.max(lastKey.current, count);
    return state;
  };
  const json = JSON.stringify(extra);
  const [box, setBox] = useState(() => ({ state: readNumbered(extra), emitted: json, seen: json }));
  let current = box;
  if (json !== box.seen) {
    current =
      json === box.emitted
        ? { ...box, seen: json }
        : { state: readNumbered(extra), emitted: json, seen: json };
    setBox(current);
  }
  const newKey = useCallback(() => {
    lastKey.current += 1;
    return lastKey.current;
  }, []);
  const latest = useRef(current.state);
  latest.current = current.state;
  const callbacks = useRef({ onChange, write });
  callbacks.current = { onChange, write };

  const update = useCallback((change: (state: S) => S) => {
    const state = change(latest.current);
    latest.current = state;
    const written = callbacks.current.write(state);
    const emitted = JSON.stringify(written);
    setBox((previous) => ({ state, emitted, seen: previous.seen }));
    callbacks.current.onChange(written);
  }, []);

  return [current.state, update, newKey];
}
