/** SPEC §2 shareable draft preview ?code=&lang=. */
export default function DraftPreview() {
  return null;
}
