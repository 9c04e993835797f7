// Swiper itself and its CSS, loaded only once the carousel is used
// (pointer, touch or focus): the first paint is the carousel's own markup and CSS.
import Swiper from 'swiper';
import { A11y } from 'swiper/modules';
import 'swiper/css';
import type { SwiperOptions } from 'swiper/types';

export type SwiperInstance = Swiper;

export function initSwiper(element: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(element, { modules: [A11y], ...options });
}
