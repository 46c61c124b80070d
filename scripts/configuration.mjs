// The build's configuration has one source: the environment's ECHOJAM_* variables. Node code reads them
// from process.env (src/config.ts); Vite writes the same variables into the browser code as
// import.meta.env (VITE_CONFIGURATION below, in every Vite config), and reads no .env file, so the page's
// server-rendered HTML and its scripts always agree. Plain JavaScript: `npm start` loads it without a compiler.
import { createHash } from 'node:crypto';

const PREFIX = 'ECHOJAM_';

/** Vite's environment options: ECHOJAM_* from the process only (`envDir: false`: no .env file). */
export const VITE_CONFIGURATION = Object.freeze({ envPrefix: PREFIX, envDir: false });

/** The ECHOJAM_* variables of `env` that have a value, sorted by name. */
export function configurationValues(env = process.env) {
  return Object.fromEntries(
    Object.keys(env)
      .filter((name) => name.startsWith(PREFIX) && env[name] !== undefined && env[name] !== '')
      .sort()
      .map((name) => [name, env[name]]),
  );
}

/** A hash of the configuration's values: the build stamp holds it, the values themselves stay out of files. */
export function configurationFingerprint(env = process.env) {
  return createHash('sha256')
    .update(JSON.stringify(configurationValues(env)))
    .digest('hex');
}
