import type { ResponsiveImageSource } from '../components/responsive-image/responsive-image.tsx';

/**
 * A stored image for stories, without a server: each width is an SVG that names its own width, so a story shows
 * which one the browser picked.
 */
export function sampleImage(label: string, color: string, width = 1920, height = 1280): ResponsiveImageSource {
  const variants = [320, 960, width]
    .filter((w, index, all) => w <= width && all.indexOf(w) === index)
    .map((w) => {
      const h = Math.round((height * w) / width);
      const svg =
        `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
        `<rect width="100%" height="100%" fill="${color}"/>` +
        `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(w / 12)}" ` +
        `text-anchor="middle" dominant-baseline="middle">${label} · ${w}w</text></svg>`;
      return { width: w, height: h, url: `data:image/svg+xml,${encodeURIComponent(svg)}` };
    });
  const largest = variants.at(-1) as (typeof variants)[number];
  return { ...largest, variants };
}
