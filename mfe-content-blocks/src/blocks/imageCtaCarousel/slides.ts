// The image CTA carousel's slide rules (spec 3 §9): 1.75 slides on mobile, 3.5
// on desktop, 3 when there are 3 or fewer items; the first view's images load
// with the section (eager for the page's first two sections), the rest lazily.
import { defaultSlides, slideImageLoading, widestView, type SlideSteps } from '../../kit/carousel/carouselDefaults';

export function imageCtaSlides(itemCount: number): SlideSteps {
  return defaultSlides('imageCta', itemCount);
}

export function imageCtaLoading(index: number, itemCount: number, sectionLoading: 'eager' | 'lazy'): 'eager' | 'lazy' {
  return slideImageLoading(index, widestView(imageCtaSlides(itemCount)), sectionLoading);
}
