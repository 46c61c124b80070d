/**
 * Every build-time fragment, by the name a page uses in its `<!-- @render NAME -->` marker.
 * The build renders `fragments[NAME]()` with @lit-labs/ssr and puts the HTML in place of the marker.
 */
import type { TemplateResult } from 'lit-html';
import { aboutStats } from './about.ts';
import { communityStats, rankingTable } from './community.ts';
import { comparisonTable } from './comparison.ts';
import { sourceCodeNote } from './contact.ts';
import { appFeatures, systemRequirements } from './documentation.ts';
import { desktopNotice } from './desktop-notice.ts';
import { heroBadges, heroDownloadButtons, homeFeatures, playerScreenshot } from './home.ts';
import { heroVisual } from './hero-visual.ts';
import { legalUpdated, privacyController, termsContact } from './legal.ts';
import { playerFeatures } from './player.ts';
import { productCards, roadmap } from './products.ts';
import { recentUpdates, serviceStatus, upcomingUpdates } from './status.ts';

export const fragments: Record<string, () => TemplateResult> = {
  // Home
  'hero-badges': heroBadges,
  'hero-download-buttons': heroDownloadButtons,
  'hero-visual': heroVisual,
  'desktop-notice': desktopNotice,
  'home-features': homeFeatures,
  'player-screenshot': playerScreenshot,
  'comparison-table': comparisonTable,
  // Community
  'ranking-table': rankingTable,
  'community-stats': communityStats,
  // Player
  'player-features': playerFeatures,
  // Products
  'product-cards': productCards,
  roadmap,
  // About
  'about-stats': aboutStats,
  'source-code-note': sourceCodeNote,
  // Documentation
  'app-features': appFeatures,
  'system-requirements': systemRequirements,
  // Status
  'service-status': serviceStatus,
  'recent-updates': recentUpdates,
  'upcoming-updates': upcomingUpdates,
  // Legal pages
  'legal-updated': legalUpdated,
  'privacy-controller': privacyController,
  'terms-contact': termsContact,
};
