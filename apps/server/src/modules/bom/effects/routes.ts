import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services.js';
import '../mail.js';
import { releaseDueJob } from './release-job.js';
import './todo.js';

/**
 * Supplier BOMs' effects: the mail events (declared by importing mail.ts, so the mail-template page
 * lists them), the To-do counts (todo.ts) and the daily job releasing approved revisions whose
 * effective date has come (release-job.ts).
 */
export async function registerBomEffects(app: FastifyInstance, s: Services): Promise<void> {
  void app;
  s.jobs.add(releaseDueJob(s.database));
}
