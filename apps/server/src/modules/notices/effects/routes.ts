import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services.js';
import '../mail.js';
import { noticeDeadlineJob } from './deadline-job.js';
import './todo.js';

/**
 * Notices' effects: the mail events (declared by importing mail.ts, so the mail-template page lists
 * them), the To-do counts (todo.ts) and the deadline job (the 24-hour reminder, overdue).
 */
export async function registerNoticeEffects(app: FastifyInstance, s: Services): Promise<void> {
  void app;
  s.jobs.add(noticeDeadlineJob(s.database));
}
