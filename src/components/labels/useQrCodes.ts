// QR images for addresses (SVG data URLs: sharp in print, no canvas needed), made by the `qrcode`
// library, which loads only when a page that shows one does: the label sheets and the request
// portal's settings page.
import { useEffect, useState } from 'react';

/** The QR image of each address once made (none while the library loads), and whether making them failed. */
export function useQrCodes(urls: readonly string[]): { codes: ReadonlyMap<string, string>; failed: boolean } {
  const [codes, setCodes] = useState<ReadonlyMap<string, string>>(new Map());
  const [failed, setFailed] = useState(false);
  const key = urls.join('\n');
  useEffect(() => {
    let live = true;
    const wanted = key ? [...new Set(key.split('\n'))] : [];
    import('qrcode')
      .then(async ({ default: QRCode }) => {
        const made = await Promise.all(
          wanted.map(async (url) => {
            const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
            return [url, `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`] as const;
          }),
        );
        if (live) setCodes(new Map(made));
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [key]);
  return { codes, failed };
}
