/** The panel keeps this far from the viewport's sides. */
const VIEWPORT_MARGIN = 16;

/**
 * Where the panel's left edge goes, relative to the button's: under the button when it fits, else
 * aligned to the button's right edge, and always inside the viewport (when the panel is wider than
 * the viewport, its CSS max-width has already shrunk it).
 */
export function panelOffset(button: { left: number; right: number }, panelWidth: number, viewport: number) {
  let left = button.left;
  if (left + panelWidth > viewport - VIEWPORT_MARGIN) left = button.right - panelWidth;
  left = Math.min(left, viewport - VIEWPORT_MARGIN - panelWidth);
  left = Math.max(left, VIEWPORT_MARGIN);
  return left - button.left;
}
