import type { Services } from '../../services.js';

/** SKELETON: the demo tenant's notices (built by the server part). */
export async function seedDemoNotices(s: Services, tenantId: string): Promise<{ notices: number }> {
  void s;
  void tenantId;
  return { notices: 0 };
}
