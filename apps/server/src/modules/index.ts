import type { FastifyInstance } from 'fastify';
import './texts.js';
import type { Services } from '../services.js';
import { abpRoutes } from './abp/routes.js';
import { accountRoutes } from './account/account.routes.js';
import { oidcRoutes } from './account/oidc.routes.js';
import { profileRoutes } from './account/profile.routes.js';
import { tokenRoutes } from './account/token.routes.js';
import { identityRoutes } from './identity/routes.js';
import { permissionManagementRoutes } from './permission-management/routes.js';
import { featureManagementRoutes } from './feature-management/routes.js';
import { organizationRoutes } from './identity/organizations/routes.js';
import { claimTypeRoutes } from './identity/claim-types/routes.js';
import { tenantRoutes } from './tenants/routes.js';
import { oauthClientRoutes } from './oauth-clients/routes.js';
import { settingUiRoutes } from './settings-ui/routes.js';
import { auditLogRoutes } from './audit-logs/routes.js';
import { dictionaryRoutes } from './dictionary/routes.js';
import { supplierRoutes } from './suppliers/routes.js';
import { fileRoutes } from './files/routes.js';
import { objectStorageRoutes } from './object-storage/routes.js';
import { announcementRoutes } from './announcements/routes.js';
import { mailOutboxRoutes } from '../platform/mail/routes.js';
import { notificationRoutes } from '../platform/notifications/routes.js';
import { workflowRoutes } from '../platform/workflow/routes.js';
import { attachmentRoutes } from './attachments/routes.js';
import { materialRoutes } from './materials/routes.js';
import { purchaseOrderRoutes } from './purchase-orders/routes.js';
import { vendorLabelRoutes } from './vendor-labels/routes.js';
import { letterRoutes } from './letters/routes.js';
import { inspectionRoutes } from './inspection/routes.js';
import { noticeRoutes } from './notices/routes.js';
import { bomRoutes } from './bom/routes.js';

export type ModuleRoutes = (app: FastifyInstance, services: Services) => Promise<void>;

/** Every module's routes, registered in this order by buildApp. One line per module. */
export const moduleRoutes: ModuleRoutes[] = [
  tokenRoutes,
  oidcRoutes,
  accountRoutes,
  profileRoutes,
  abpRoutes,
  identityRoutes,
  permissionManagementRoutes,
  featureManagementRoutes,
  organizationRoutes,
  claimTypeRoutes,
  tenantRoutes,
  oauthClientRoutes,
  settingUiRoutes,
  auditLogRoutes,
  dictionaryRoutes,
  supplierRoutes,
  fileRoutes,
  objectStorageRoutes,
  announcementRoutes,
  mailOutboxRoutes,
  workflowRoutes,
  attachmentRoutes,
  notificationRoutes,
  materialRoutes,
  purchaseOrderRoutes,
  vendorLabelRoutes,
  letterRoutes,
  inspectionRoutes,
  noticeRoutes,
  bomRoutes,
];
