// What the delivery countdown block shows (spec 2 §2, §4, §9), for the
// pdpWidgets countdown that draws it and the shell that reserves its room: the
// next-day, express and marketplace badges, and whether it counts down to the
// cut-off (cutOff.ts) of the SKU the shopper has chosen.
import type { Product } from '../entities/product';
import type { ProductDelivery } from '../entities/widgets';
import { usableVariants, variantsOfColour } from '../selection/variants';
import type { CutOffInput } from './cutOff';

export type DeliveryBadge = 'nextDay' | 'express' | 'marketplace';

export interface CountdownBlock {
  badges: DeliveryBadge[];
  /** It counts down (the content's displayCountdown; never for the marketplace): the timer shows until the cut-off (countdownAt). */
  counts: boolean;
  /** What the cut-off is read from. */
  cutOff: CutOffInput;
}

export function countdownBlock(product: Pick<Product, 'isHostedMarketplace'>, delivery: ProductDelivery, fascia: string, sku: string | null): CountdownBlock {
  const { info, countdown } = delivery;
  const marketplace = product.isHostedMarketplace === true;
  const nextDay = !marketplace && info.nextDayDelivery === true;
  const express = !marketplace && info.delXpsDeliveryEnabled === true;
  const badges: DeliveryBadge[] = [...(nextDay ? (['nextDay'] as const) : []), ...(express ? (['express'] as const) : []), ...(marketplace ? (['marketplace'] as const) : [])];
  return {
    badges,
    counts: !marketplace && countdown?.displayCountdown !== false,
    cutOff: { sku, fascia, express, nextDay, overrides: info.cutOffTimes, configured: countdown?.cutOffTime },
  };
}

/** The SKU the countdown reads: the one announced, else the chosen size's, else the chosen colour's first, else the product's first. */
export function countdownSku(product: Product, selection: { colour: string; variantId: string | null } | null, announced?: string | null): string | null {
  if (announced) return announced;
  const variants = usableVariants(product);
  const size = selection ? variants.find((v) => v.id === selection.variantId && v.attributes.colour === selection.colour) : undefined;
  const ofColour = selection ? variantsOfColour(product, selection.colour)[0] : undefined;
  return (size ?? ofColour ?? variants[0])?.sku ?? null;
}
