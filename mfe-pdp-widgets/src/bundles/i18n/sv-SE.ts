import type { BundlesCatalogue } from './en-GB';

export const svSE: BundlesCatalogue = {
  title: 'Matcha med',
  select: 'Välj',
  colour: 'Färg',
  size: 'Storlek',
  sizePlaceholder: 'Välj en storlek',
  outOfStockOption: '{{size}} - Slutsåld',
  selectSize: 'Välj en storlek',
  colourOutOfStock: 'Den här färgen är slutsåld. Välj en annan färg.',
  wasPrice: 'Tidigare {{price}}',
  selectedCount_one: '{{count}} artikel vald',
  selectedCount_other: '{{count}} artiklar valda',
  addSelected: 'Lägg valda i varukorgen',
  adding: 'Lägger i varukorgen…',
  added_one: '{{count}} artikel har lagts i din varukorg',
  added_other: '{{count}} artiklar har lagts i din varukorg',
  addError: 'Tyvärr kunde vi inte lägga dessa i din varukorg. Försök igen.',
  shopTheLook: 'Shoppa looken',
  personalise: 'Personligt anpassad vara: välj anpassningen på dess sida.',
};
