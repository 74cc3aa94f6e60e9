// The ceiling for bench/run.mjs: a bare Fastify instance (no plugins, no hooks, no logger) that answers
// one GET route with a fixed body. It runs as its own process so that, like the portal server, it has a
// single Node event loop to itself. The parent sends { path, contentType, body (base64) } over IPC and
// gets { port } back once the server is listening.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const fastify = loadFastify();

process.once('message', async ({ path, contentType, body }) => {
  const bytes = Buffer.from(body, 'base64');
  const app = fastify({ logger: false });
  app.get(path, (req, reply) => {
    reply.type(contentType).send(bytes);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send({ port: app.server.address().port });
});

// The parent going away (it was killed, or it closed the channel) ends this process too.
process.once('disconnect', () => process.exit(0));

/** `fastify` from the root node_modules, else from the server workspace (where it is a dependency). */
function loadFastify() {
  try {
    return createRequire(import.meta.url)('fastify');
  } catch {
    const serverPackage = fileURLToPath(new URL('../apps/server/package.json', import.meta.url));
    return createRequire(serverPackage)('fastify');
  }
}
