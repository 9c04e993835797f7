// The product page's delivery data (spec 2 §3: delivery info, delivery
// messaging, content deliveryCountdown, marketplace seller info), made
// deterministically from the product and the fascia: no stored data, no draw
// from the product's random stream (so the rest of the catalogue stays as it
// was). Marketplace products get one of a few sellers by product number: some
// with every registration detail, some with details missing (the page then
// says 'contact seller'), some abroad (cross-border for a fascia of another
// country), two selling preloved items (authentication info).
import type { FasciaSettings, ProductDelivery, SellerInfo } from '@storefront/shared-contracts';
import { seeded } from '@storefront/search-service';
import type { ProductRecord } from './generate';

export interface MarketplaceSeller {
  shopName: string;
  seller: SellerInfo;
  /** Sells preloved items: each is authenticated before it is sent. */
  preloved?: boolean;
  /** What the seller's items are left out of (variant prices' shopExclusionsMessaging). */
  exclusions: string;
}

const NO_PROMOTIONS = 'Promotional codes, gift cards and Premier delivery cannot be used on this seller’s items.';

/**
 * The marketplace sellers; a product's is `MARKETPLACE_SELLERS[n % length]`
 * (the showcase overshirt, 10011, has Harbour & Co, every detail given).
 */
export const MARKETPLACE_SELLERS: readonly MarketplaceSeller[] = [
  {
    shopName: 'Maison Lumière',
    seller: {
      billing: { corporateName: 'Maison Lumière SAS', vATNumber: 'FR40303265045', identificationNumber: '303 265 045 00021' },
      address: { street1: '8 rue des Arts', city: 'Lyon', zipCode: '69002', countryIsoCode: 'FR' },
    },
    exclusions: NO_PROMOTIONS,
  },
  {
    // Details missing: only a name and a country.
    shopName: 'Vintage Loop',
    seller: { billing: { corporateName: 'Vintage Loop B.V.' }, address: { city: 'Utrecht', countryIsoCode: 'NL' } },
    preloved: true,
    exclusions: `${NO_PROMOTIONS} Preloved items cannot be exchanged.`,
  },
  {
    shopName: 'Nordic Thread',
    seller: {
      billing: { corporateName: 'Nordic Thread AB', vATNumber: 'SE556677889901', identificationNumber: '556677-8899' },
      address: { street1: 'Storgatan 12', city: 'Göteborg', zipCode: '411 38', countryIsoCode: 'SE' },
    },
    exclusions: NO_PROMOTIONS,
  },
  {
    shopName: 'Harbour & Co',
    seller: {
      billing: { corporateName: 'Harbour & Co Trading Ltd', vATNumber: 'GB123456789', identificationNumber: '09876543' },
      address: { street1: '14 Quay Street', street2: 'Harbourside', city: 'Bristol', zipCode: 'BS1 4DJ', countryIsoCode: 'GB' },
    },
    exclusions: NO_PROMOTIONS,
  },
  {
    // No VAT number: a seller outside the EU and the UK.
    shopName: 'Pacific Threads',
    seller: {
      billing: { corporateName: 'Pacific Threads Inc.', identificationNumber: '12-3456789' },
      address: { street1: '500 Market Street', city: 'San Francisco', state: 'CA', zipCode: '94105', countryIsoCode: 'US' },
    },
    exclusions: `${NO_PROMOTIONS} Import duties and taxes are paid on delivery.`,
  },
  {
    shopName: 'Second Wardrobe',
    seller: {
      billing: { corporateName: 'Second Wardrobe Ltd', vATNumber: 'GB987654321', identificationNumber: '11223344' },
      address: { street1: 'Unit 3, Mill Lane', street2: 'Ancoats', city: 'Manchester', zipCode: 'M4 6AA', countryIsoCode: 'GB' },
    },
    preloved: true,
    exclusions: `${NO_PROMOTIONS} Preloved items cannot be exchanged.`,
  },
  {
    // No registration details at all.
    shopName: 'Urban Stitch',
    seller: { billing: {} },
    exclusions: NO_PROMOTIONS,
  },
  {
    // Identification number missing.
    shopName: 'Atelier Verde',
    seller: {
      billing: { corporateName: 'Atelier Verde S.r.l.', vATNumber: 'IT01234567890' },
      address: { street1: 'Via Roma 21', city: 'Milano', state: 'MI', zipCode: '20121', countryIsoCode: 'IT' },
    },
    exclusions: NO_PROMOTIONS,
  },
];

export function marketplaceSeller(record: Pick<ProductRecord, 'n' | 'isHostedMarketplace'>): MarketplaceSeller | undefined {
  return record.isHostedMarketplace ? MARKETPLACE_SELLERS[record.n % MARKETPLACE_SELLERS.length] : undefined;
}

/** The fascia's country, from its locale (en-GB → GB). */
export const fasciaCountry = (fascia: Pick<FasciaSettings, 'locale'>) => fascia.locale.slice(-2);

/**
 * Next-day delivery: the same draw as the search record's 'Next Day
 * Delivery' facet (search/records.ts), so the listing filter and the
 * product page agree. Never for marketplace or bulky items.
 */
export function offersNextDay(record: Pick<ProductRecord, 'id' | 'isHostedMarketplace' | 'bulkyItem'>): boolean {
  return !record.isHostedMarketplace && !record.bulkyItem && seeded(record.id, 'nextDay') < 0.7;
}

/** About 1 product in 20 of those delivered by the fascia carries its own cut-off times ('HH:MM', as configuration gives them). */
export const CUT_OFF_OVERRIDE_SHARE = 0.05;
const CUT_OFF_OVERRIDES = { express: '22:00', late: '22:30', 'saturday-early': '20:30', nextDay: '22:00' };

/** The page's delivery data for a product in a fascia; none for the premier membership (nothing is delivered). */
export function deliveryFor(record: ProductRecord, fascia: FasciaSettings): ProductDelivery | undefined {
  if (record.department === 'Premier') return undefined;
  const money = (centAmount: number) => ({ centAmount, currencyCode: fascia.currency });
  const messaging: ProductDelivery['messaging'] = {
    threshold: money(fascia.delivery.freeThresholdCentAmount),
    standardCharge: money(fascia.delivery.standardCentAmount),
    ...(record.bulkyItem ? { bulkySurcharge: money(fascia.delivery.bulkySurchargeCentAmount) } : {}),
  };
  const countdown = { displayCountdown: true };

  const seller = marketplaceSeller(record);
  if (seller) {
    const abroad = seller.seller.address?.countryIsoCode !== undefined && seller.seller.address.countryIsoCode !== fasciaCountry(fascia);
    return {
      info: { shopName: seller.shopName, delPromiseStd: seller.preloved ? '4-6' : abroad ? '5-10' : '3-5', delXpsDeliveryEnabled: false, nextDayDelivery: false },
      messaging,
      countdown,
      seller: seller.seller,
      ...(seller.preloved ? { preloved: true } : {}),
    };
  }

  const nextDay = offersNextDay(record);
  const express = !record.bulkyItem && seeded(record.id, 'express') < 0.6;
  return {
    info: {
      shopName: fascia.name,
      delPromiseStd: record.bulkyItem ? '5-7' : '3-5',
      ...(express ? { delPromiseXps: nextDay ? '1' : '2' } : {}),
      delXpsDeliveryEnabled: express,
      nextDayDelivery: nextDay,
      ...(seeded(record.id, 'cutOff') < CUT_OFF_OVERRIDE_SHARE ? { cutOffTimes: { ...CUT_OFF_OVERRIDES } } : {}),
    },
    messaging,
    countdown,
  };
}
