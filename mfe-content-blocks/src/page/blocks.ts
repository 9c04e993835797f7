// Which component draws which section type: one chunk per block, loaded when
// its section is on the page (and near the viewport), so a page pays only for
// the blocks it has.
import type { ComponentType } from 'react';
import type { SectionType } from '@storefront/shared-contracts/content';
import type { BlockProps } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each loader's component takes its own section type
export type BlockModule = { default: ComponentType<BlockProps<any>> };
export type BlockLoaders = Partial<Record<SectionType, () => Promise<BlockModule>>>;

export const blockLoaders: BlockLoaders = {};
