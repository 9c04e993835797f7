// What the other domains may use of the media domain (.dependency-cruiser.cjs,
// api-domains-through-their-entry): the video service and byte ranges, for the
// authenticity video.
export { parseRange } from './range';
export { VIDEO_CONTENT_TYPES, VIDEO_PROFILES, VideoService } from './videos';
