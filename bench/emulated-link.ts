/**
 * A slow-4G link at the packet level, between this machine's Chromium and a site server in a network
 * namespace of its own: Lighthouse's mobile throttling figures (PHONE in bench/budgets.ts: 150 ms round
 * trip, 1.6 Mbit/s down, 750 kbit/s up), applied to every IP packet by bench/link-shaper.py between two TUN devices. Over it,
 * the browser's own connection use and both kernels' TCP (handshakes, slow start) decide what a page
 * costs, where Lighthouse's simulation estimates it from an unthrottled load (the visits: bench/visit.ts).
 *
 * Needs root (network namespaces), /dev/net/tun, iproute2's `ip` and python3. The kernel here has no
 * `netem` queueing discipline, hence the shaper of our own.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { PHONE } from './budgets.ts';
import { prioritize } from './priority.ts';
import { ROOT } from './servers.ts';

const NAMESPACE = 'echojam-bench-link';
const CLIENT_TUN = 'ejlink-c';
const SERVER_TUN = 'ejlink-s';
const CLIENT_IP = '10.213.0.1';
/** The site server's address, inside the namespace. */
export const SERVER_IP = '10.213.0.2';

export interface EmulatedLink {
  /** The namespace to start the site server in, listening on SERVER_IP. */
  namespace: string;
  stop(): void;
}

/** Why the link cannot be set up on this machine, or null when it can. */
export function linkUnavailable(): string | null {
  if (process.getuid?.() !== 0) return 'needs root (network namespaces)';
  try {
    accessSync('/dev/net/tun', constants.R_OK | constants.W_OK);
  } catch {
    return 'no /dev/net/tun';
  }
  for (const [command, versionFlag] of [
    ['ip', '-V'],
    ['python3', '--version'],
  ] as const) {
    if (spawnSync(command, [versionFlag]).status !== 0) return `no \`${command}\``;
  }
  return null;
}

function ip(...args: string[]): void {
  const result = spawnSync('ip', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`ip ${args.join(' ')}: ${result.stderr.trim()}`);
}

/** Removes what an earlier run may have left (a bench killed before its clean-up). */
function removeLeftovers(): void {
  spawnSync('ip', ['netns', 'del', NAMESPACE]);
  spawnSync('ip', ['tuntap', 'del', 'dev', CLIENT_TUN, 'mode', 'tun']);
  spawnSync('ip', ['tuntap', 'del', 'dev', SERVER_TUN, 'mode', 'tun']);
}

export async function startEmulatedLink(): Promise<EmulatedLink> {
  removeLeftovers();
  ip('tuntap', 'add', 'dev', CLIENT_TUN, 'mode', 'tun');
  ip('tuntap', 'add', 'dev', SERVER_TUN, 'mode', 'tun');
  // The shaper attaches to both devices while they are in this namespace; its descriptors stay valid once one moves.
  const shaper: ChildProcess = spawn(
    'python3',
    [
      join(ROOT, 'bench', 'link-shaper.py'),
      CLIENT_TUN,
      SERVER_TUN,
      String(PHONE.rttMs),
      String(PHONE.downKbps),
      String(PHONE.upKbps),
    ],
    // A session of its own at a raised priority (bench/priority.ts): its timing is the link's.
    { stdio: ['ignore', 'pipe', 'inherit'], detached: true },
  );
  if (shaper.pid) prioritize(shaper.pid);
  const stop = () => {
    shaper.kill('SIGKILL');
    removeLeftovers();
  };
  try {
    await new Promise<void>((resolveReady, reject) => {
      shaper.once('exit', (code) => reject(new Error(`the link shaper exited (${code})`)));
      shaper.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolveReady();
      });
    });
    ip('netns', 'add', NAMESPACE);
    ip('link', 'set', SERVER_TUN, 'netns', NAMESPACE);
    ip('addr', 'add', CLIENT_IP, 'peer', SERVER_IP, 'dev', CLIENT_TUN);
    ip('link', 'set', CLIENT_TUN, 'up');
    ip('-n', NAMESPACE, 'addr', 'add', SERVER_IP, 'peer', CLIENT_IP, 'dev', SERVER_TUN);
    ip('-n', NAMESPACE, 'link', 'set', SERVER_TUN, 'up');
    ip('-n', NAMESPACE, 'link', 'set', 'lo', 'up');
  } catch (error) {
    stop();
    throw error;
  }
  return { namespace: NAMESPACE, stop };
}

export interface LinkCalibration {
  /** A TCP handshake to the site server: one round trip. */
  connectMs: number;
  /** A large file's body over one connection, from its first byte to its last: the downlink's rate less TCP/IP headers and slow start. */
  downloadKbps: number;
  /** That file's size. */
  downloadBytes: number;
}

/** Measures the link as set up, through the site server at `origin` (its largest image, uncompressed). */
export async function calibrateLink(origin: string, largeFilePath: string): Promise<LinkCalibration> {
  const { hostname, port } = new URL(origin);
  const connectMs = await new Promise<number>((resolveTime, reject) => {
    const started = performance.now();
    const socket = connect(Number(port), hostname, () => {
      resolveTime(performance.now() - started);
      socket.destroy();
    });
    socket.once('error', reject);
  });
  const response = await fetch(origin + largeFilePath, { headers: { 'accept-encoding': 'identity' } });
  const reader = response.body!.getReader();
  let bytes = 0;
  let firstByteAt: number | undefined;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByteAt ??= performance.now();
    bytes += value.byteLength;
  }
  const seconds = (performance.now() - (firstByteAt ?? performance.now())) / 1000;
  return {
    connectMs: Math.round(connectMs),
    downloadKbps: Math.round((bytes * 8) / 1000 / seconds),
    downloadBytes: bytes,
  };
}
