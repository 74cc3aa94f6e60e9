import type { Services } from '../../services.js';

/** SKELETON: the demo tenant's BOMs (built by the server part). */
export async function seedDemoBom(s: Services, tenantId: string): Promise<{ boms: number }> {
  void s;
  void tenantId;
  return { boms: 0 };
}
