/** SPEC §2 submit blog. */
export default function SubmitBlog() {
  return null;
}
