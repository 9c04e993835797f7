// Virtual try-on (spec 1 §2, §4): a button over the gallery for available
// shades; it opens the try-on overlay, where the vendor draws its view.
// Closing resets the try-on products, and a modal then says try-on is closed.
// Rendered (and imported) by VirtualTryOn for eligible products only.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import type { FasciaSettings, Product } from '@storefront/shared-contracts';
import { ModalDialog } from '../gallery/ModalDialog';
import galleryStyles from '../gallery/gallery.module.css';
import { tryOnProducts } from './products';
import { useTryOnVendor } from './useTryOnVendor';
import type { TryOnProduct, TryOnVendor } from './vendor';
import styles from './tryOn.module.css';

export interface TryOnProps {
  product: Product;
  colour: string | undefined;
  fascia: FasciaSettings;
}

export function TryOn({ product, colour, fascia }: TryOnProps) {
  const { t } = useTranslation();
  const shades = useMemo(() => tryOnProducts(product), [product]);
  const sku = shades.find((shade) => shade.colour === colour)?.sku ?? null;
  const vendor = useTryOnVendor(fascia.tryOn.scriptUrl, sku);
  /** The try-on products while the overlay is open; reset to null on close. */
  const [session, setSession] = useState<{ vendor: TryOnVendor; products: TryOnProduct[] } | null>(null);
  const [closedNotice, setClosedNotice] = useState(false);

  const close = () => {
    session?.vendor.close();
    setSession(null);
    setClosedNotice(true);
  };

  return (
    <>
      {vendor && sku && (
        <button
          type="button"
          className={galleryStyles.mediaButton}
          onClick={() => {
            setClosedNotice(false);
            setSession({ vendor, products: shades.map(({ sku: s, shade, hex }) => ({ sku: s, shade, ...(hex ? { hex } : {}) })) });
          }}
        >
          {t('media.tryOn')}
        </button>
      )}
      {session && sku && (
        <ModalDialog title={t('media.tryOnTitle')} size="panel" onClose={close}>
          <TryOnView vendor={session.vendor} products={session.products} selectedSku={sku} onClose={close} />
        </ModalDialog>
      )}
      {closedNotice && (
        <ModalDialog title={t('media.tryOnClosedTitle')} size="panel" onClose={() => setClosedNotice(false)}>
          <div className={styles.notice}>
            <p>{t('media.tryOnClosedText')}</p>
            <button type="button" className={galleryStyles.mediaButton} onClick={() => setClosedNotice(false)}>
              {t('media.ok')}
            </button>
          </div>
        </ModalDialog>
      )}
    </>
  );
}

interface TryOnViewProps {
  vendor: TryOnVendor;
  products: TryOnProduct[];
  selectedSku: string;
  onClose(): void;
}

/** The container the vendor draws into, opened once per session and told of shade changes. */
function TryOnView({ vendor, products, selectedSku, onClose }: TryOnViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef({ selectedSku, onClose });
  useLayoutEffect(() => {
    latest.current = { selectedSku, onClose };
  });

  useEffect(() => {
    if (!container.current) return;
    try {
      vendor.open({ container: container.current, products, selectedSku: latest.current.selectedSku, onClose: () => latest.current.onClose() });
    } catch (error) {
      console.error(`[gallery/try-on] try-on could not open: ${error instanceof Error ? error.message : String(error)}`);
    }
    return () => vendor.close();
  }, [vendor, products]);

  useEffect(() => {
    try {
      vendor.select(selectedSku);
    } catch (error) {
      console.error(`[gallery/try-on] try-on could not show ${selectedSku}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }, [vendor, selectedSku]);

  return <div ref={container} className={styles.view} />;
}
