import type { PageId, PageLoader } from '../router/types';

/**
 * The binding of the route table's page ids to lazily loaded components: the only place that knows
 * both the routes and the pages, used only by `app/router.tsx` (the route table below it stays data).
 */
export const routePages: Record<PageId, PageLoader> = {
  notYet: () => import('../pages/not-available/NotAvailablePage'),
  dashboard: () => import('../pages/dashboard/DashboardPage'),
  documentation: () => import('../pages/documentation/DocumentationPage'),
  profile: () => import('../pages/profile/ProfilePage'),
  organizations: () => import('../pages/identity/organizations/OrganizationsPage'),
  roles: () => import('../pages/identity/roles/RolesPage'),
  users: () => import('../pages/identity/users/UsersPage'),
  claimTypes: () => import('../pages/identity/claim-types/ClaimTypesPage'),
  suppliers: () => import('../pages/identity/suppliers/SuppliersPage'),
  tenants: () => import('../pages/tenants/TenantsPage'),
  settings: () => import('../pages/settings/SettingsPage'),
  auditLogs: () => import('../pages/audit-logs/AuditLogsPage'),
  dictionary: () => import('../pages/dictionary/DictionaryPage'),
  announcements: () => import('../pages/announcements/SystemInformOverviewPage'),
  announcementHistory: () => import('../pages/announcements/SystemInformUserOverviewPage'),
  mailOutbox: () => import('../pages/mail-outbox/MailOutboxPage'),
  minioServers: () => import('../pages/object-storage/ServersPage'),
  minioBuckets: () => import('../pages/object-storage/BucketsPage'),
  mailTemplates: () => import('../pages/mail-templates/MailTemplatesPage'),
  oauthClients: () => import('../pages/identity/oauth-clients/OAuthClientsPage'),
  materials: () => import('../pages/master-data/materials/MaterialsPage'),
  purchaseOrders: () => import('../pages/master-data/purchase-orders/PurchaseOrdersPage'),
  purchaseOrderDetail: () => import('../pages/master-data/purchase-orders/PurchaseOrderDetailPage'),
  printLog: () => import('../pages/vendor-labels/logs/PrintLogPage'),
  shipLog: () => import('../pages/vendor-labels/logs/ShipLogPage'),
  labelTemplates: () => import('../pages/vendor-labels/templates/LabelTemplatesPage'),
  labelMaterialInfo: () => import('../pages/vendor-labels/material-info/LabelMaterialInfoPage'),
  printOuterLabels: () => import('../pages/vendor-labels/labels/PrintOuterLabelsPage'),
  printInnerLabels: () => import('../pages/vendor-labels/labels/PrintInnerLabelsPage'),
  printPalletLabels: () => import('../pages/vendor-labels/labels/PrintPalletLabelsPage'),
  editOuterLabels: () => import('../pages/vendor-labels/labels/EditOuterLabelsPage'),
  editInnerLabels: () => import('../pages/vendor-labels/labels/EditInnerLabelsPage'),
  deliveries: () => import('../pages/vendor-labels/deliveries/DeliveriesPage'),
  deliveryDetail: () => import('../pages/vendor-labels/deliveries/DeliveryDetailPage'),
};
