import { onSight } from '~/components/ui/on-sight';

/** Product strips sit below a page's first screen: their code comes as they near it. */
export const ProductCarousel = onSight(() => import('./ProductCarousel').then((module) => module.ProductCarousel));
