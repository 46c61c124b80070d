/** The brand's web faces, given by the build (src/build/brand-fonts.ts) to src/site/brand-faces.ts. */
declare module 'virtual:echojam-web-faces' {
  export const WEB_FACES: readonly { family: string; url: string; weight: string }[];
}
