import type { BundlesCatalogue } from './en-GB';

export const nlNL: BundlesCatalogue = {
  title: 'Combineer met',
  select: 'Selecteren',
  colour: 'Kleur',
  size: 'Maat',
  sizePlaceholder: 'Kies een maat',
  outOfStockOption: '{{size}} - Uitverkocht',
  selectSize: 'Kies een maat',
  colourOutOfStock: 'Deze kleur is uitverkocht. Kies een andere kleur.',
  wasPrice: 'Van {{price}}',
  selectedCount_one: '{{count}} artikel geselecteerd',
  selectedCount_other: '{{count}} artikelen geselecteerd',
  addSelected: 'Selectie in winkeltas',
  adding: 'Bezig met toevoegen…',
  added_one: '{{count}} artikel toegevoegd aan je winkeltas',
  added_other: '{{count}} artikelen toegevoegd aan je winkeltas',
  addError: 'Sorry, we konden deze artikelen niet aan je winkeltas toevoegen. Probeer het opnieuw.',
  shopTheLook: 'Shop de look',
  personalise: 'Gepersonaliseerd artikel: kies de personalisatie op de productpagina.',
};
