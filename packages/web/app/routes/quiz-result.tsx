/** SPEC §2 quiz result, shareable: ?code=. */
export default function QuizResult() {
  return null;
}
