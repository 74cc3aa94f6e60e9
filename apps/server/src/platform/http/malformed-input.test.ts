import { fuzzRoutes } from './malformed-input.js';
import { isBusinessRoute } from './malformed-input.business.js';

// The platform and the administration modules: everything but the business areas.
fuzzRoutes('platform and administration', (url) => !isBusinessRoute(url));
