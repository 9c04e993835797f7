// Badge configuration (spec 1 §3, spec 2 §3).
export type BadgePage = 'PDP' | 'PLP' | 'CAROUSEL';
export type BadgePosition = 'topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight';
export type BadgePlacement = `${BadgePage}_${BadgePosition}` | `${BadgePage}_price` | `${BadgePage}_promo`;

export interface BadgeConfig {
  id: string;
  placement: BadgePlacement;
  categorySlug?: string;
  priority: number;
  text1: string;
  text2?: string;
  icon?: string;
  link?: string;
  linkName?: string;
  backgroundColor?: string;
  textColor?: string;
  borderColor?: string;
  discount?: number;
  /** Promo badge end date (ISO); shown as dd/mm/yy. */
  endDate?: string;
}
