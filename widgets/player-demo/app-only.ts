import { APP_ONLY_LABEL } from '../../src/content/mixer.ts';

/** The visible "Só no app" mark, from the shared copy ('só no app'). */
export const APP_ONLY_MARK = APP_ONLY_LABEL.charAt(0).toUpperCase() + APP_ONLY_LABEL.slice(1);
