import { resolve } from 'node:path';
import { buildServer } from './app.ts';
import { DistError } from './dist-dir.ts';
import { ResponsesInFlight } from './responses-in-flight.ts';

const EXIT_NO_BUILD = 3;
const EXIT_PORT_IN_USE = 4;
const SHUTDOWN_GRACE_MS = 10_000;

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const distDir = resolve(process.env.DIST_DIR ?? 'dist');

function fail(message: string, code: number): never {
  console.error(`EchoJam server: ${message}`);
  process.exit(code);
}

let app: ReturnType<typeof buildServer>;
try {
  app = buildServer({ distDir });
} catch (error) {
  if (error instanceof DistError) fail(error.message, EXIT_NO_BUILD);
  throw error;
}
const inFlight = new ResponsesInFlight().track(app.server);
app.listen({ port, host }).then(
  (address) => console.log(`EchoJam: serving ${distDir} at ${address.replace('0.0.0.0', 'localhost')}/`),
  (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') fail(`could not listen on ${host}:${port}: ${error.message}`, 1);
    fail(
      `port ${port} on ${host} is already in use. Stop the other server or choose another port: PORT=8081 npm start`,
      EXIT_PORT_IN_USE,
    );
  },
);

// Graceful shutdown: stop accepting connections, let in-flight responses finish, then exit 0.
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    console.log(`EchoJam: ${signal} received, finishing in-flight requests…`);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    void inFlight.close(app.server).then(() => process.exit(0));
  });
}
