// The service catalogue the seed writes: the shared catalogue, which is also the browser's fallback (spec 000 §8).

export { SERVICES } from '../shared/catalogue.js';
