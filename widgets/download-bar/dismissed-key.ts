/** sessionStorage key: the fixed bar stays closed for the rest of the browser session once dismissed. */
export const DISMISSED_KEY = 'echojam:download-bar-dismissed';
