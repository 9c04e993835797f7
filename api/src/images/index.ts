// What the other domains may use of the image service (.dependency-cruiser.cjs,
// api-domains-through-their-entry): the service (ApiContext's `images`) and what
// drawing an image of one's own with it takes (content images, social posts), and
// how many scenes a review photo can be drawn in (reviews).
export { ImageService, MIN_WIDTH, parseImageQuery, type Drawing } from './imageService';
export { productLayer, SHADE_GRADIENT, viewsOf } from './masters';
export { REVIEW_PHOTO_SCENES } from './reviewImages';
