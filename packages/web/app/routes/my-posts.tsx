/** SPEC §2 My Posts: drafts and published, with counts. */
export default function MyPosts() {
  return null;
}
