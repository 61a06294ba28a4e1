/** The toolbar's pictures (decorative: every button is named by its label). 20 × 20, drawn in currentColor. */

const paths = {
  heading2:
    'M2.5 5v10M9.5 5v10M2.5 10h7M12.5 10.3c.2-1 1-1.6 2-1.6 1.1 0 1.9.7 1.9 1.7 0 1.8-3.9 2.6-3.9 4.6h4',
  heading3:
    'M2.5 5v10M9.5 5v10M2.5 10h7M12.6 9.4c.4-.5 1-.8 1.8-.8 1 0 1.8.6 1.8 1.5s-.8 1.4-1.7 1.4c1 0 1.9.6 1.9 1.6 0 1-.9 1.7-2 1.7-.8 0-1.5-.3-1.9-.9',
  bulletList: 'M7 5h10M7 10h10M7 15h10M3.5 5h.01M3.5 10h.01M3.5 15h.01',
  orderedList: 'M8 5h9M8 10h9M8 15h9M3 4l1.5-1v4M2.8 12.2c.4-.8 2.2-.8 2.2.3 0 .8-2.2 1.5-2.2 2.5h2.2',
  quote: 'M8 6H4.5v4.5H8V12c0 1.5-1 2.5-2.5 3M16 6h-3.5v4.5H16V12c0 1.5-1 2.5-2.5 3',
  link: 'M8.5 11.5a3.5 3.5 0 0 0 5 0l2.5-2.5a3.5 3.5 0 0 0-5-5L9.8 5.2M11.5 8.5a3.5 3.5 0 0 0-5 0L4 11a3.5 3.5 0 0 0 5 5l1.2-1.2',
  upload: 'M10 13V3M6 7l4-4 4 4M3 13v3a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-3',
  image: 'M3 4h14v12H3zM3 13l4-4 3 3 2-2 5 5M13 7.5h.01',
  search: 'M9 15A6 6 0 1 0 9 3a6 6 0 0 0 0 12zM17 17l-3.8-3.8',
  video: 'M3 5h11v10H3zM14 9l4-2.5v7L14 11',
} as const;

export type EditorIconName = keyof typeof paths;

export function EditorIcon({ name }: { name: EditorIconName }) {
  return (
    <svg
      className="editor-icon"
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
