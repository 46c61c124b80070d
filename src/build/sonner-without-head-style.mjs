// A Vite plugin for the site, the embed and the widget tests: sonner's module inserts its CSS into
// document.head as a <style> when it is imported (its `__insertCSS` call). Our pages' CSP allows inline
// <style> elements only by the hash of what the build emits, and the embed must leave no global CSS on a
// partner's page; the toaster adopts sonner's CSS in its own shadow root (widgets/toaster/widget.ts).
// So the call goes: the plugin removes it, and fails the build when sonner's module no longer has it.

const SONNER_MODULE = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/;
const INSERT_CSS_CALL = /^__insertCSS\(".*"\);$/m;

/** @returns {import('vite').Plugin} */
export function sonnerWithoutHeadStyle() {
  return {
    name: 'sonner-without-head-style',
    enforce: 'pre',
    transform(code, id) {
      if (!SONNER_MODULE.test(id.split('?')[0])) return null;
      if (!INSERT_CSS_CALL.test(code))
        throw new Error(`${id}: sonner no longer calls __insertCSS("…") as this plugin expects`);
      return { code: code.replace(INSERT_CSS_CALL, ''), map: null };
    },
  };
}
