import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services.js';

/** Placeholder: the owner of this part fills it in. */
export async function registerCheckItemRoutes(_app: FastifyInstance, _s: Services): Promise<void> {}
