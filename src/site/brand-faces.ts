import { WEB_FACES } from 'virtual:echojam-web-faces';

/**
 * The brand's web faces, loaded here rather than declared in the page's CSS, and added to the document
 * together once all have loaded: the first layout then draws in the metric-matched local fallbacks alone,
 * and the swap restyles and lays out the page once, not once per face (on a slow phone each is a long task).
 * A face the CSS declares and that is still loading at the first layout makes the browser build a stand-in
 * font for every size and weight the page sets in it before the first paint (on Linux, a synchronous call
 * to the browser process each). From the HTTP cache, a later page has its faces added before its first
 * paint. The build lists the faces (src/build/brand-fonts.ts); a visit without JavaScript takes them from
 * the stylesheet the page links in a <noscript>.
 */
export function loadBrandFaces(): void {
  const faces = WEB_FACES.map(
    ({ family, url, weight }) => new FontFace(family, `url(${url}) format('woff2')`, { weight }),
  );
  // Added whatever became of each: a face that failed leaves the fallback drawing, and document.fonts says so.
  void Promise.allSettled(faces.map((face) => face.load())).then(() => {
    for (const face of faces) document.fonts.add(face);
  });
}
