// The photo engine's public face: what the server's wiring (config, services, routes) imports.
export { parseAllowPrivateHosts } from './address-check';
export { MAX_SOURCE_BYTES, FETCH_TIMEOUT_MS } from './fetch-source';
export { photoHandler } from './http';
export { PHOTO_FAILURE_MESSAGES, PHOTO_GONE_MESSAGE, type PhotoFailureReason } from './reasons';
export {
  AHEAD_VARIANTS,
  createPhotoService,
  progressLine,
  type PhotoCatalogEntry,
  type PhotoFailure,
  type PhotoGetResult,
  type PhotoProgress,
  type PhotoService,
  type PhotoServiceOptions,
} from './service';
export { DEFAULT_STORE_MAX_BYTES } from './store';
