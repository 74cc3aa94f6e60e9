import type { Tx } from '../../platform/db/client.js';
import { seedDemoMaterialInfos } from './material-info/demo.js';
import { seedDemoTemplates } from './templates/demo.js';

/**
 * The vendor-label area's set-up data of the demo tenant (after its materials and their approved
 * suppliers): the default templates and the packing data. Deliveries seed their own rows on top.
 */
export async function seedDemoVendorLabelSetup(
  tx: Tx,
): Promise<{ templates: number; materialInfos: number }> {
  const templates = await seedDemoTemplates(tx);
  const materialInfos = await seedDemoMaterialInfos(tx);
  return { templates, materialInfos };
}
