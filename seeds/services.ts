// The service catalogue the seed writes: the shared catalogue, which is also the browser's fallback
// (docs/decisions/013 "Catalogue"; docs/decisions/015 "Messages").

export { SERVICES } from '../shared/catalogue.js';
