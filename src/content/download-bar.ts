/** The download bar's copy: a title naming the product, and the promise under it. */
export function downloadBarTitle(productName: string): string {
  return `Baixe o ${productName} agora`;
}

export const DOWNLOAD_BAR_SUBTITLE = 'Grátis, sem anúncios, sem cadastro';
