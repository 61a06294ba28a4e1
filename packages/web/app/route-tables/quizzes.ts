import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The quizzes feature's pages. */
export default [route('quiz_result.html', 'routes/quiz-result.tsx')] satisfies RouteConfigEntry[];
