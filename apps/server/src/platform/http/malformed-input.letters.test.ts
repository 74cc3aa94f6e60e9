import { fuzzRoutes } from './malformed-input.js';
import { isLetterRoute } from './malformed-input.business.js';

fuzzRoutes('letters of recognition', isLetterRoute);
