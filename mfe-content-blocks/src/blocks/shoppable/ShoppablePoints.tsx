// The shoppable buttons of an image: looked up together (one search), each
// drawn once its product is found; a product not found is left out (spec 3 §5).
import type { FasciaSettings } from '@storefront/shared-contracts';
import type { VisitorStatus } from '../../page/types';
import { useShoppableProducts } from '../../products/useShoppableProducts';
import { ShoppableI18n } from './i18n/i18n';
import { ShoppablePoint } from './ShoppablePoint';

export interface ShoppableButtonConfig {
  productSku: string;
  percentageFromTopLocation: number;
  percentageFromLeftLocation: number;
  iconColor?: 'white' | 'black' | undefined;
}

export interface ShoppablePointsProps {
  buttons: readonly ShoppableButtonConfig[];
  fascia: FasciaSettings;
  visitor: VisitorStatus;
}

export function ShoppablePoints({ buttons, fascia, visitor }: ShoppablePointsProps) {
  const lookup = useShoppableProducts(fascia, buttons.map((button) => button.productSku));
  if (lookup.status !== 'done') return null;
  return (
    <ShoppableI18n locale={fascia.locale}>
      {buttons.map((button, index) => {
        const product = lookup.productOf(button.productSku);
        if (!product) return null;
        return (
          <ShoppablePoint
            key={`${button.productSku}-${index}`}
            productSku={button.productSku}
            product={product}
            top={button.percentageFromTopLocation}
            left={button.percentageFromLeftLocation}
            iconColor={button.iconColor}
            fascia={fascia}
            signedIn={visitor === 'signedIn'}
          />
        );
      })}
    </ShoppableI18n>
  );
}
