import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services.js';
import '../mail.js';
import '../todo.js';
import { letterDailyJob } from './jobs.js';

/**
 * The letters' background work: the daily expiry and reminder job (jobs.ts). Importing the mails
 * declares the area's mail events (the mail-template page lists them) and the To-do counts.
 */
export async function registerLetterJobs(_app: FastifyInstance, s: Services): Promise<void> {
  s.jobs.add(letterDailyJob(s.database));
}
