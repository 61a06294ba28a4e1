/** SPEC §2 recommend publisher. */
export default function RecommendPublisher() {
  return null;
}
