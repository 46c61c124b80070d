import type { ContactValues } from './validation.ts';

/** A partner's endpoint that has not answered by then counts as a failure. */
const SEND_TIMEOUT_MS = 15_000;

/**
 * POSTs the message as JSON to `endpoint`. Resolves on a 2xx answer; rejects on a network error,
 * any other status or the timeout. (A cross-origin endpoint must allow the CORS preflight.)
 */
export async function sendMessage(endpoint: string, values: ContactValues, timeoutMs = SEND_TIMEOUT_MS): Promise<void> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ name: values.name, email: values.email, message: values.message }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}
