import { readSessionFlag } from '../lib/session-flag.ts';
import { DISMISSED_KEY } from '../../widgets/download-bar/dismissed-key.ts';

/**
 * Pages with the fixed download bar reserve its height at the bottom (body.has-download-bar).
 * Once the visitor closes the bar, now or earlier in the session, the space is given back.
 */
export function manageDownloadBarSpace(root: Document = document): void {
  const bar = root.querySelector('echojam-download-bar.site-download-bar');
  if (!bar) return;
  const release = () => root.body.classList.remove('has-download-bar');
  if (readSessionFlag(DISMISSED_KEY)) {
    bar.setAttribute('hidden', '');
    release();
  }
  bar.addEventListener('echojam-dismiss', release);
}
