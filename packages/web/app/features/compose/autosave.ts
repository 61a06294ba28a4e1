/**
 * The editor's autosave, without React: changes are saved AUTOSAVE_DELAY_MS after the last one, one save
 * at a time (the first save creates the draft, so two must never run together), and a change made while
 * a save runs is saved after it. A failed save waits for the next change or a retry.
 */

export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

export type AutosaveOptions = {
  delayMs: number;
  /** Saves the document as it is now; resolves whether it was stored. */
  save: () => Promise<boolean>;
  /** Whether saving is possible at all now (e.g. not while the title is too long). */
  canSave?: () => boolean;
  onStatus: (status: AutosaveStatus) => void;
  /** Timers, replaceable in tests. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

export type Autosave = {
  /** The document changed. */
  change(): void;
  /**
   * Saves now if anything is unsaved, waiting for a running save first; resolves whether all is saved.
   * `force` saves even when canSave says no (an explicit Update), and even without changes.
   */
  flush(options?: { force?: boolean }): Promise<boolean>;
  /** Whether there are changes not stored yet. */
  dirty(): boolean;
  /** Cancels a scheduled save (the editor closed; a later change schedules again). */
  dispose(): void;
  /** Stops for good: nothing is saved any more (the content was deleted). */
  stop(): void;
};

export function createAutosave(options: AutosaveOptions): Autosave {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let version = 0;
  let savedVersion = 0;
  let timer: unknown = null;
  let running: Promise<boolean> | null = null;
  let stopped = false;
  let status: AutosaveStatus = 'idle';

  const setStatus = (next: AutosaveStatus) => {
    if (next === status || stopped) return;
    status = next;
    options.onStatus(next);
  };

  const cancelTimer = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };

  const schedule = () => {
    cancelTimer();
    if (stopped) return;
    timer = setTimer(() => {
      timer = null;
      void run();
    }, options.delayMs);
  };

  async function run(force = false): Promise<boolean> {
    if (running) return running;
    if (stopped) return false;
    if (version === savedVersion && !force) return true;
    if (!force && options.canSave && !options.canSave()) {
      setStatus('pending');
      return false;
    }
    const target = version;
    setStatus('saving');
    running = options.save().catch(() => false);
    const ok = await running;
    running = null;
    if (ok) savedVersion = Math.max(savedVersion, target);
    if (!ok) {
      setStatus('failed');
      return false;
    }
    if (version !== savedVersion) {
      // Typed on while it saved: save that too, after the usual pause.
      setStatus('pending');
      schedule();
      return false;
    }
    setStatus('saved');
    return true;
  }

  return {
    change() {
      version += 1;
      if (!running) setStatus('pending');
      schedule();
    },
    async flush(flushOptions) {
      cancelTimer();
      if (running) await running;
      // The save that just ended may have scheduled the next one: run it now instead.
      cancelTimer();
      if (version === savedVersion && !flushOptions?.force) return true;
      return run(flushOptions?.force);
    },
    dirty: () => version !== savedVersion,
    dispose: cancelTimer,
    stop() {
      stopped = true;
      cancelTimer();
    },
  };
}
