import { describe, expect, it } from 'vitest';
import { type AutosaveStatus, createAutosave } from './autosave';

/** Manual timers and saves: each save waits until the test settles it. */
function setup(options: { canSave?: () => boolean } = {}) {
  const timers = new Map<number, () => void>();
  let nextTimer = 1;
  const saves: { resolve: (ok: boolean) => void }[] = [];
  const statuses: AutosaveStatus[] = [];
  const autosave = createAutosave({
    delayMs: 2000,
    save: () => new Promise<boolean>((resolve) => saves.push({ resolve })),
    onStatus: (status) => statuses.push(status),
    setTimer: (run) => {
      const id = nextTimer++;
      timers.set(id, run);
      return id;
    },
    clearTimer: (id) => timers.delete(id as number),
    ...options,
  });
  const fire = () => {
    const pending = [...timers.values()];
    timers.clear();
    for (const run of pending) run();
  };
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { autosave, timers, saves, statuses, fire, tick };
}

describe('createAutosave', () => {
  it('saves once after the pause that follows the last change', async () => {
    const { autosave, timers, saves, statuses, fire, tick } = setup();
    autosave.change();
    autosave.change();
    autosave.change();
    expect(timers.size).toBe(1);
    expect(saves).toHaveLength(0);
    fire();
    expect(saves).toHaveLength(1);
    saves[0]?.resolve(true);
    await tick();
    expect(statuses).toEqual(['pending', 'saving', 'saved']);
    expect(autosave.dirty()).toBe(false);
  });

  it('never runs two saves at once, and saves what changed meanwhile afterwards', async () => {
    const { autosave, saves, statuses, fire, tick } = setup();
    autosave.change();
    fire();
    expect(saves).toHaveLength(1);
    autosave.change();
    fire();
    // The second timer found a save running: it waits for it.
    expect(saves).toHaveLength(1);
    saves[0]?.resolve(true);
    await tick();
    expect(statuses.at(-1)).toBe('pending');
    expect(autosave.dirty()).toBe(true);
    fire();
    expect(saves).toHaveLength(2);
    saves[1]?.resolve(true);
    await tick();
    expect(statuses.at(-1)).toBe('saved');
    expect(autosave.dirty()).toBe(false);
  });

  it('reports a failure, and tries again on the next change or flush', async () => {
    const { autosave, saves, statuses, fire, tick } = setup();
    autosave.change();
    fire();
    saves[0]?.resolve(false);
    await tick();
    expect(statuses.at(-1)).toBe('failed');
    expect(autosave.dirty()).toBe(true);
    const flushed = autosave.flush();
    expect(saves).toHaveLength(2);
    saves[1]?.resolve(true);
    expect(await flushed).toBe(true);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('flush saves at once, after a running save, and resolves true when nothing is left', async () => {
    const { autosave, saves, timers, fire, tick } = setup();
    expect(await autosave.flush()).toBe(true);
    expect(saves).toHaveLength(0);
    autosave.change();
    fire();
    autosave.change();
    const flushed = autosave.flush();
    expect(timers.size).toBe(0);
    saves[0]?.resolve(true);
    await tick();
    expect(saves).toHaveLength(2);
    saves[1]?.resolve(true);
    expect(await flushed).toBe(true);
    expect(autosave.dirty()).toBe(false);
  });

  it('holds changes while saving is not possible', async () => {
    let allowed = false;
    const { autosave, saves, statuses, fire } = setup({ canSave: () => allowed });
    autosave.change();
    fire();
    expect(saves).toHaveLength(0);
    expect(statuses.at(-1)).toBe('pending');
    expect(await autosave.flush()).toBe(false);
    allowed = true;
    autosave.change();
    fire();
    expect(saves).toHaveLength(1);
  });

  it('dispose cancels the scheduled save; stop ends saving for good', async () => {
    const { autosave, timers, saves } = setup();
    autosave.change();
    autosave.dispose();
    expect(timers.size).toBe(0);
    autosave.change();
    expect(timers.size).toBe(1);
    autosave.stop();
    expect(timers.size).toBe(0);
    expect(await autosave.flush()).toBe(false);
    expect(saves).toHaveLength(0);
  });
});

describe('createAutosave: forced saves', () => {
  it('flush with force saves even when canSave says no or nothing changed', async () => {
    const { autosave, saves } = setup({ canSave: () => false });
    const first = autosave.flush({ force: true });
    expect(saves).toHaveLength(1);
    saves[0]?.resolve(true);
    expect(await first).toBe(true);
    autosave.change();
    const second = autosave.flush({ force: true });
    expect(saves).toHaveLength(2);
    saves[1]?.resolve(true);
    expect(await second).toBe(true);
    expect(autosave.dirty()).toBe(false);
  });
});
