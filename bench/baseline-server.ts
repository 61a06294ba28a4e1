/**
 * The baseline of `npm run bench`: a bare Fastify app with one JSON route and nothing else, so the
 * table shows what Masthead's own work costs on top of the framework. Listens on PORT (loopback).
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, data: { ok: true } }));
await app.listen({ port: Number.parseInt(process.env.PORT ?? '0', 10), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
