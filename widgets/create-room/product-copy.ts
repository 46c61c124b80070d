import { PRODUCT_NAME } from '../../src/config.ts';

/**
 * The shared copy in src/content names the product as configured (PRODUCT_NAME); a partner's
 * product-name attribute replaces it there, as text.
 */
export function withProductName(copy: string, productName: string): string {
  return productName === PRODUCT_NAME ? copy : copy.split(PRODUCT_NAME).join(productName);
}
