/** The blog review queue for admins. */
export default function AdminBlogs() {
  return null;
}
