/** The date of the legal documents (terms, privacy policy, licence): 22 September 2025. */
export const POLICY_DATE = {
  /** For <time datetime>. */
  iso: '2025-09-22',
  /** As shown. */
  text: '22 de setembro de 2025',
} as const;
