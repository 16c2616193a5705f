import type { ImgHTMLAttributes } from 'react';

/** What `require('/img/a.png')` gives: the file's address, as a module or as the ideal-image loader's data. */
type ImageModule = string | { default: string } | { src: { src: string } };

function addressOf(img: ImageModule): string {
  if (typeof img === 'string') return img;
  return 'default' in img ? img.default : img.src.src;
}

/** Its props an `<img>` shows; the loader's own (`shouldAutoDownload`, `placeholder`, …) are left out. */
type IdealImageProps = Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  'alt' | 'className' | 'style' | 'width' | 'height' | 'title'
> & { img: ImageModule; [loaderProp: string]: unknown };

/**
 * `@theme/IdealImage` (`@docusaurus/plugin-ideal-image`): the image itself, loaded lazily; docgen makes no
 * resized copies or placeholder.
 */
export default function IdealImage(props: IdealImageProps) {
  const { img, alt, className, style, width, height, title } = props;
  return (
    <img src={addressOf(img)} alt={alt} loading="lazy" {...{ className, style, width, height, title }} />
  );
}
