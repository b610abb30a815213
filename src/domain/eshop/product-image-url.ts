/** One of the e-shop's image cuts (SPEC 3 eshop config `data.imageCuts`): a name and the CDN path of its files. */
export interface ImageCut {
  name: string;
  cdnPath: string;
}

/** The cut whose path product images are shown with (SPEC 3: "The cut named 'category' is used for the image path"). */
export const PRODUCT_IMAGE_CUT = 'category';

/**
 * The address of a product image: a file name gets the 'category' cut's CDN path in front; an
 * address that is already absolute (a scheme, `//host` or a root path) is used as it is, and without
 * that cut the name is left alone rather than guessed at.
 */
export function productImageUrl(image: string, cuts: readonly ImageCut[]): string {
  if (/^(https?:)?\/\//.test(image) || image.startsWith('/')) return image;
  const cut = cuts.find((c) => c.name === PRODUCT_IMAGE_CUT);
  return cut ? `${cut.cdnPath}${image}` : image;
}
