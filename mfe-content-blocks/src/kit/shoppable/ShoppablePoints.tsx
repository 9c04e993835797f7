// The shoppable buttons of an image, drawn from the section alone (positions
// and names need no product); their products are looked up together, in one
// search, on the shopper's first intent on any of them (useShoppableLookup).
import type { FasciaSettings } from '@storefront/shared-contracts';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import type { VisitorStatus } from '../../page/types';
import { ShoppableI18n } from './i18n/i18n';
import { ShoppablePoint } from './ShoppablePoint';
import { useShoppableLookup, type ShoppableLookup } from './useShoppableLookup';

export interface ShoppableButtonConfig {
  productSku: string;
  percentageFromTopLocation: number;
  percentageFromLeftLocation: number;
  iconColor?: 'white' | 'black' | undefined;
}

export const productSkusOf = (buttons: readonly ShoppableButtonConfig[]) => buttons.map((button) => button.productSku);

export interface ShoppablePointListProps {
  buttons: readonly ShoppableButtonConfig[];
  lookup: ShoppableLookup;
  fascia: FasciaSettings;
  signedIn: boolean;
}

/** The points of an image whose lookup the caller holds (inside its ShoppableI18n). */
export function ShoppablePointList({ buttons, lookup, fascia, signedIn }: ShoppablePointListProps) {
  const { t } = useTranslation();
  return (
    <>
      {buttons.map((button, index) => (
        <ShoppablePoint
          key={`${button.productSku}-${index}`}
          productSku={button.productSku}
          placeholderName={buttons.length === 1 ? t('theProduct') : t('productNumber', { n: index + 1, count: buttons.length })}
          top={button.percentageFromTopLocation}
          left={button.percentageFromLeftLocation}
          iconColor={button.iconColor}
          lookup={lookup}
          fascia={fascia}
          signedIn={signedIn}
        />
      ))}
    </>
  );
}

export interface ShoppablePointsProps {
  buttons: readonly ShoppableButtonConfig[];
  fascia: FasciaSettings;
  visitor: VisitorStatus;
}

/** An image's points with their own lookup (the hero banner's shoppable buttons). */
export function ShoppablePoints({ buttons, fascia, visitor }: ShoppablePointsProps) {
  const lookup = useShoppableLookup(fascia, productSkusOf(buttons));
  return (
    <ShoppableI18n locale={fascia.locale}>
      <ShoppablePointList buttons={buttons} lookup={lookup} fascia={fascia} signedIn={visitor === 'signedIn'} />
      {lookup.runner}
    </ShoppableI18n>
  );
}
