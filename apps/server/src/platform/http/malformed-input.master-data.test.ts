import { fuzzRoutes } from './malformed-input.js';
import { isMasterDataRoute } from './malformed-input.business.js';

fuzzRoutes('master data', isMasterDataRoute);
