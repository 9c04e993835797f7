// Features info: a list of features, each an optional icon, a title and text.
import type { BlockProps } from '../../page/types';
import { safeUrl } from '@storefront/shared-contracts';
import styles from './featuresInfo.module.css';

export default function FeaturesInfo({ section, context }: BlockProps<'featuresInfo'>) {
  const Heading = section.title ? 'h3' : 'h2';
  return (
    <div className={styles.features}>
      {section.title && <h2 className={styles.title}>{section.title}</h2>}
      <ul className={styles.list}>
        {section.items.map((item, index) => {
          const icon = safeUrl(item.icon);
          return (
            <li key={index} className={styles.item}>
              {icon && <img className={styles.icon} src={icon} alt="" width={48} height={48} loading={context.imageLoading} decoding="async" />}
              <Heading className={styles.itemTitle}>{item.title}</Heading>
              {item.text && <p className={styles.text}>{item.text}</p>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
