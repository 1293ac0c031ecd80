/** An API image in any of its three forms, sized to avoid layout shift and lazy unless eager. */
import { imageSource } from "../lib/images";

interface Props {
  value: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  eager?: boolean;
  className?: string;
}

export function ResponsiveImage({ value, alt, width, height, sizes, eager, className }: Props) {
  const source = imageSource(value);
  if (!source)
    return <span className={`image-missing ${className ?? ""}`} style={{ aspectRatio: `${width} / ${height}` }} />;
  return (
    <img
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.srcSet ? (sizes ?? `${width}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={eager ? "high" : undefined}
      className={className}
    />
  );
}
