import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The payments feature's pages. */
export default [
  route('my_payments.html', 'routes/my-payments.tsx', { id: 'my-payments' }),
] satisfies RouteConfigEntry[];
