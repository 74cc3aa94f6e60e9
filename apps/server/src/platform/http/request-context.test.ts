import Fastify from 'fastify';
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { FairQueue, workContext } from '../db/fair-queue.js';
import { localization } from '../localization/plugin.js';
import { errorEnvelope } from './error-envelope.js';
import { requestContext } from './request-context.js';

/** A bare server with the request context, admitting `slots` requests at a time. */
async function server(slots: number, maxWaitMs: number) {
  const app = Fastify();
  const admission = new FairQueue(slots, maxWaitMs);
  await app.register(requestContext, { admission });
  await app.register(errorEnvelope);
  await app.register(localization, {});
  const order: string[] = [];
  app.get('/api/work/:name', async (req) => {
    const { name } = req.params as { name: string };
    order.push(`start ${name}`);
    expect(workContext.getStore()).toBe(req.workContext);
    await delay(40);
    order.push(`end ${name}`);
    return { name };
  });
  app.get('/assets/app.js', async () => 'static');
  // Answers only when the test says so: a request its client gives up on.
  let release = () => {};
  let hangs = 0;
  const hanging = new Promise<void>((resolve) => (release = resolve));
  app.get('/api/hang', async () => {
    hangs++;
    await hanging;
    return {};
  });
  app.post('/api/echo', async (req) => req.body);
  await app.ready();
  return { app, order, admission, hangs: () => hangs, release: () => release() };
}

describe('requests are admitted in the order they came (issue 16 #4)', () => {
  it('runs at most `slots` at once, oldest first, and gives the turn back when answered', async () => {
    const { app, order, admission } = await server(1, 5_000);
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((name) => app.inject({ url: `/api/work/${name}` }).then((r) => r.json())),
    );
    expect(answers.map((a: { name: string }) => a.name)).toEqual(['a', 'b', 'c']);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(admission.queued).toBe(0);
    // The turn came back: one more request runs at once.
    expect((await app.inject({ url: '/api/work/d' })).statusCode).toBe(200);
    await app.close();
  });

  it('answers 503 with the envelope and Retry-After past the bound, rather than hanging', async () => {
    const { app } = await server(1, 15);
    const [first, second] = await Promise.all([
      app.inject({ url: '/api/work/slow' }),
      app.inject({ url: '/api/work/late', headers: { 'accept-language': 'en' } }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(503);
    expect(second.headers._abperrorformat).toBe('true');
    expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(second.json().error.code).toBe('SupplierPortal:ServerBusy');
    await app.close();
  });

  it('gives the turn back when the client goes away before its answer', async () => {
    const { app, admission, hangs, release } = await server(1, 2_000);
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const gone = new AbortController();
    const abandoned = fetch(`${url}/api/hang`, { signal: gone.signal }).catch((err: Error) => err.name);
    // The hanging request holds the only turn until its client disconnects.
    await expect.poll(hangs).toBe(1);
    gone.abort();
    expect(await abandoned).toBe('AbortError');
    await expect.poll(() => admission.taken).toBe(0);
    expect((await fetch(`${url}/api/work/next`)).status).toBe(200);
    release();
    app.server.closeAllConnections();
    await app.close();
  });

  it('gives the turn back when the client leaves while waiting for it, body unread', async () => {
    const { app, admission, hangs, release } = await server(1, 2_000);
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const holder = fetch(`${url}/api/hang`);
    await expect.poll(hangs).toBe(1);
    // A request whose body has not all come yet waits for the turn the hanging one holds…
    const socket = net.connect((app.server.address() as AddressInfo).port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      'POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 20\r\n\r\n{"lo',
    );
    await expect.poll(() => admission.queued).toBe(1);
    // …and its client leaves before the turn comes.
    socket.destroy();
    release();
    expect((await holder).status).toBe(200);
    // The abandoned request's turn came and went straight back: nothing holds a turn now.
    await expect.poll(() => admission.taken).toBe(0);
    expect((await fetch(`${url}/api/work/next`)).status).toBe(200);
    app.server.closeAllConnections();
    await app.close();
  });

  it('gives a pipelined request’s turn back when its client leaves before it is answered', async () => {
    const { app, admission, hangs, release } = await server(2, 2_000);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    // Two requests on one connection: the second one's response waits behind the first's.
    socket.write('GET /api/hang HTTP/1.1\r\nHost: x\r\n\r\nGET /api/hang HTTP/1.1\r\nHost: x\r\n\r\n');
    await expect.poll(hangs).toBe(2);
    expect(admission.taken).toBe(2);
    socket.destroy();
    await expect.poll(() => admission.taken).toBe(0);
    release();
    app.server.closeAllConnections();
    await app.close();
  });

  it('lets the web app’s files through without a turn', async () => {
    const { app } = await server(1, 60);
    const [busy, file] = await Promise.all([
      app.inject({ url: '/api/work/busy' }),
      app.inject({ url: '/assets/app.js' }),
    ]);
    expect(busy.statusCode).toBe(200);
    expect(file.statusCode).toBe(200);
    await app.close();
  });
});
