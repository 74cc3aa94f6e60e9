import { fuzzRoutes } from './malformed-input.js';
import { isVendorLabelRoute } from './malformed-input.business.js';

fuzzRoutes('vendor labels', isVendorLabelRoute);
