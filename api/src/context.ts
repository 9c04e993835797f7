// What the route modules share: the database, the catalogue and the services.
import type { FastifyRequest } from 'fastify';
import type { BasketService } from './basket/basketService';
import type { Catalogue } from './catalogue/catalogue';
import type { ContentService } from './content/contentService';
import type { Db } from './db/db';
import type { Shopper } from './http/shopper';
import type { ImageService } from './images/imageService';
import type { ReviewService } from './reviews/reviewService';
import type { WishlistService } from './wishlist/wishlistService';

export interface ApiContext {
  db: Db;
  catalogue: Catalogue;
  basket: BasketService;
  wishlist: WishlistService;
  images: ImageService;
  reviews: ReviewService;
  content: ContentService;
  shopper: (request: FastifyRequest) => Promise<Shopper>;
}
