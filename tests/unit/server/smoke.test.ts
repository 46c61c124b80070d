// @vitest-environment node
/** The same smoke tests against our server and against nginx with deploy/nginx.conf, both serving the fixture. */
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildServer } from '../../../src/server/app.ts';
import { createFixtureDist, type FixtureDist } from './fixture-dist.ts';
import { startNginx, type RunningNginx } from './nginx-harness.ts';
import { defineSmokeTests } from './smoke.ts';

let fixture: FixtureDist;
beforeAll(() => {
  fixture = createFixtureDist();
});
afterAll(() => fixture?.remove());

describe('our server (src/server)', () => {
  let app: FastifyInstance;
  let baseUrl = '';
  beforeAll(async () => {
    app = buildServer({ distDir: fixture.dir });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => app?.close());
  defineSmokeTests(() => ({ baseUrl, fixture }));
});

describe('nginx with deploy/nginx.conf', () => {
  let nginx: RunningNginx | undefined;
  // Fails (never skips) when nginx is missing: startNginx says what to install.
  beforeAll(async () => {
    nginx = await startNginx(fixture.dir);
  }, 20_000);
  afterAll(async () => nginx?.stop());
  defineSmokeTests(() => ({ baseUrl: nginx!.baseUrl, fixture }));
});
