/**
 * The site's own address in the embed snippets (the partner guide, the workbench). Configured
 * (ECHOJAM_SITE_URL), the build writes it in. Not configured, nobody has said where the site lives: the
 * snippet names the address the page itself is served from, which the site's script writes in
 * (src/site/site-origin.ts); without JavaScript the visitor reads a placeholder and a sentence saying
 * what to put there (site-origin-note.ts).
 */
import { SITE_URL } from '../config.ts';

/** Written in page sources and build-time snippets, in text only (never in an attribute), where the address goes. */
export const SITE_ORIGIN_TOKEN = '%SITE_ORIGIN%';

/** What a visitor without JavaScript reads in place of the address. */
export const SITE_ORIGIN_PLACEHOLDER = '[endereço deste site]';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The address as HTML text: the configured one, or the slot the browser fills with the page's origin. */
export function siteOriginHtml(siteUrl: string | undefined = SITE_URL): string {
  return siteUrl === undefined ? `<span data-site-origin>${SITE_ORIGIN_PLACEHOLDER}</span>` : escapeHtml(siteUrl);
}

/** Replaces every SITE_ORIGIN_TOKEN of a built page. */
export function fillSiteOrigin(page: string, siteUrl: string | undefined = SITE_URL): string {
  return page.replaceAll(SITE_ORIGIN_TOKEN, () => siteOriginHtml(siteUrl));
}
