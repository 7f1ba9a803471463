import Fastify from 'fastify';

// The yardstick: Fastify with one route returning a small JSON body, nothing else.
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true, name: 'Threshold' }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`LISTENING ${address}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
