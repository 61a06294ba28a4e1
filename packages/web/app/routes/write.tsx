/** The full-page editor: ?type= for a new content, ?cgroupId= to edit one. */
export default function Write() {
  return null;
}
