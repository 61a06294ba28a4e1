import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { panelOffset } from './panel-position';

describe('panelOffset', () => {
  it('keeps the panel under the button when it fits', () => {
    expect(panelOffset({ left: 100, right: 180 }, 260, 1280)).toBe(0);
  });

  it("aligns the panel to the button's right edge when it would run off the screen", () => {
    // A phone 390 px wide, the button near the right: the panel ends where the button ends.
    expect(panelOffset({ left: 250, right: 340 }, 260, 390)).toBe(340 - 260 - 250);
  });

  it('never lets the panel leave the viewport (16 px margins)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 320, max: 2000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 20, max: 200 }),
        fc.integer({ min: 100, max: 340 }),
        (viewport, start, buttonWidth, wanted) => {
          const left = Math.min(start, viewport - buttonWidth);
          const button = { left, right: left + buttonWidth };
          // The CSS max-width: calc(100vw - 32px).
          const width = Math.min(wanted, viewport - 32);
          const panelLeft = button.left + panelOffset(button, width, viewport);
          expect(panelLeft).toBeGreaterThanOrEqual(16);
          expect(panelLeft + width).toBeLessThanOrEqual(viewport - 16);
        },
      ),
    );
  });
});
