import { Policies, type PolicyName } from '@sp/contracts';
import type { AppRoute, PageId, RouteMeta } from './types';

/**
 * The complete route table of spec §2, as plain data: a leaf that pages may import for links. Every
 * route exists for every user; the menu shows only the permitted ones and a route whose policy is not
 * granted renders 404 (see access.ts). Each route names its page by a `PageId`; the binding of ids to
 * lazily loaded components is `app/route-pages.ts`, at the top of the house.
 */
/** One outbox page, the "mail events" of both the notices and the letters areas. */
const mailOutbox: PageId = 'mailOutbox';
/** One servers page and one buckets page for both homes of object storage (system components, letters). */
const minioServers: PageId = 'minioServers';
const minioBuckets: PageId = 'minioBuckets';

function page(path: string, title: string, meta: Omit<RouteMeta, 'title'> = {}, pageId: PageId): AppRoute {
  return { path, meta: { title, ...meta }, page: pageId };
}

/** A menu group: its own policy is `''`, so it shows only with at least one permitted child. */
function group(
  path: string,
  title: string,
  icon: string,
  children: AppRoute[],
  extra: Partial<AppRoute> = {},
): AppRoute {
  return {
    path,
    meta: { title, icon, policy: '', ...extra.meta },
    redirect: 'noRedirect',
    children,
    ...extra,
  };
}

const P = Policies;
const hidden = (policy: PolicyName | undefined, activeMenu: string): Omit<RouteMeta, 'title'> => ({
  hidden: true,
  ...(policy ? { policy } : {}),
  activeMenu,
});
/** A hidden `*-detail` route of the spec: one record per `?id=`, each with its own tab and cache. */
const detail = (policy: PolicyName | undefined, activeMenu: string): Omit<RouteMeta, 'title'> => ({
  ...hidden(policy, activeMenu),
  perRecord: true,
});

/** Routes outside the layout, reachable without signing in (spec §2 access rules). */
export const publicPaths = ['/login', '/register', '/auth-redirect', '/404', '/401'];

export const layoutRoutes: AppRoute[] = [
  page('/dashboard', 'Menu:Dashboard', { icon: 'dashboard', affix: true }, 'dashboard'),
  page('/documentation/index', 'Menu:Documentation', { icon: 'documentation' }, 'documentation'),
  page('/profile/index', 'Menu:Profile', { icon: 'user', hidden: true, noCache: true }, 'profile'),

  group('/identity', 'Menu:Identity', 'identity', [
    page(
      '/identity/organizations',
      'Menu:Identity.Organizations',
      {
        icon: 'apartment',
        policy: P.AbpIdentity.OrganitaionUnits.name,
      },
      'organizations',
    ),
    page(
      '/identity/roles',
      'Menu:Identity.Roles',
      { icon: 'role', policy: P.AbpIdentity.Roles.name },
      'roles',
    ),
    page(
      '/identity/users',
      'Menu:Identity.Users',
      { icon: 'user', policy: P.AbpIdentity.Users.name },
      'users',
    ),
    page(
      '/identity/claim-types',
      'Menu:Identity.ClaimTypes',
      {
        icon: 'claim',
        policy: P.AbpIdentity.ClaimTypes.name,
      },
      'claimTypes',
    ),
    page(
      '/identity/suppliers',
      'Menu:Identity.Suppliers',
      {
        icon: 'shop',
        policy: P.AbpIdentity.Suppliers.name,
      },
      'suppliers',
    ),
    page(
      '/identity/oauth-clients',
      'Menu:Identity.OAuthClients',
      { icon: 'key', policy: P.OpenIddictPro.Application.name },
      'oauthClients',
    ),
  ]),
  group(
    '/tenant',
    'Menu:Tenant',
    'tenant',
    [
      page(
        '/tenant/tenants',
        'Menu:Tenant.Tenants',
        {
          icon: 'tenant',
          policy: P.AbpTenantManagement.Tenants.name,
        },
        'tenants',
      ),
    ],
    { redirect: '/tenant/tenants' },
  ),
  group('/settings', 'Menu:Settings', 'setting', [
    page(
      '/settings/setting',
      'Menu:Settings.Setting',
      { icon: 'setting', policy: P.SettingUi.Tenant.name },
      'settings',
    ),
  ]),
  group('/auditlogs', 'Menu:AuditLogs', 'audit', [
    page(
      '/auditlogs/auditlog',
      'Menu:AuditLogs.AuditLog',
      {
        icon: 'audit',
        policy: P.AbpAuditLogging.Default.name,
      },
      'auditLogs',
    ),
  ]),
  group('/dictionaries', 'Menu:Dictionaries', 'dictionary', [
    page(
      '/dictionaries/index',
      'Menu:Dictionaries.Index',
      {
        icon: 'dictionary',
        policy: P.AbpDataDictionary.Default.name,
      },
      'dictionary',
    ),
  ]),

  group('/master-data', 'Menu:MasterData', 'database', [
    page(
      '/master-data/materials',
      'Menu:MasterData.Materials',
      { icon: 'database', policy: P.MasterData.Materials.name },
      'materials',
    ),
    page(
      '/master-data/purchase-orders',
      'Menu:MasterData.PurchaseOrders',
      { icon: 'shop', policy: P.MasterData.PurchaseOrders.name },
      'purchaseOrders',
    ),
    page(
      '/master-data/purchase-order-detail',
      'Menu:MasterData.PurchaseOrderDetail',
      detail(P.MasterData.PurchaseOrders.name, '/master-data/purchase-orders'),
      'purchaseOrderDetail',
    ),
  ]),
  group('/vendor-label', 'Menu:VendorLabel', 'label', [
    page(
      '/vendor-label/print-log',
      'Menu:VendorLabel.PrintLog',
      { policy: P.VendorLabel.PrintLog.name },
      'printLog',
    ),
    page(
      '/vendor-label/ship-log',
      'Menu:VendorLabel.ShipLog',
      { policy: P.VendorLabel.ShipLog.name },
      'shipLog',
    ),
    page(
      '/vendor-label/template-label',
      'Menu:VendorLabel.TemplateLabel',
      { policy: P.VendorLabel.TemplateLabel.name },
      'labelTemplates',
    ),
    page(
      '/vendor-label/label-material-info',
      'Menu:VendorLabel.LabelMaterialInfo',
      { policy: P.VendorLabel.LabelMaterialInfo.name },
      'labelMaterialInfo',
    ),
    page(
      '/vendor-label/print-outer-label',
      'Menu:VendorLabel.PrintOuterLabel',
      { policy: P.VendorLabel.OuterLabelPrintLog.name },
      'printOuterLabels',
    ),
    page(
      '/vendor-label/edit-outer-label',
      'Menu:VendorLabel.EditOuterLabel',
      { policy: P.VendorLabel.OuterLabelEditLog.name },
      'editOuterLabels',
    ),
    page(
      '/vendor-label/print-pallet-label',
      'Menu:VendorLabel.PrintPalletLabel',
      { policy: P.VendorLabel.Pallet.name },
      'printPalletLabels',
    ),
    page(
      '/vendor-label/print-inner-label',
      'Menu:VendorLabel.PrintInnerLabel',
      { policy: P.VendorLabel.InnerLabelPrintLog.name },
      'printInnerLabels',
    ),
    page(
      '/vendor-label/edit-inner-label',
      'Menu:VendorLabel.EditInnerLabel',
      { policy: P.VendorLabel.InnerLabelEditLog.name },
      'editInnerLabels',
    ),
    page(
      '/vendor-label/delivery',
      'Menu:VendorLabel.Delivery',
      { policy: P.VendorLabel.Delivery.name },
      'deliveries',
    ),
    page(
      '/vendor-label/delivery-detail',
      'Menu:VendorLabel.DeliveryDetail',
      detail(P.VendorLabel.Delivery.name, '/vendor-label/delivery'),
      'deliveryDetail',
    ),
  ]),

  group('/letter-of-recognition', 'Menu:LetterOfRecognition', 'letter', lettersOfRecognition()),

  group('/system-components', 'Menu:SystemComponents', 'component', [
    page(
      '/system-components/system-inform-overview',
      'Menu:SystemComponents.SystemInformOverview',
      { policy: P.SystemComponents.SystemInformOverview.name },
      'announcements',
    ),
    page(
      '/system-components/system-inform-user-overview',
      'Menu:SystemComponents.SystemInformUserOverview',
      hidden(undefined, '/system-components/system-inform-overview'),
      'announcementHistory',
    ),
    page(
      '/system-components/server-minio-server-overview',
      'Menu:SystemComponents.ServerMinioServerOverview',
      {
        policy: P.Minio.MinioServerOverview.name,
      },
      minioServers,
    ),
    page(
      '/system-components/server-minio-bucket-overview',
      'Menu:SystemComponents.ServerMinioBucketOverview',
      hidden(P.Minio.MinioServerOverview.name, '/system-components/server-minio-server-overview'),
      minioBuckets,
    ),
    page(
      '/system-components/mail-templates',
      'Menu:SystemComponents.MailTemplates',
      { policy: P.SystemComponents.MailTemplates.name },
      'mailTemplates',
    ),
  ]),

  group('/system-notice', 'Menu:SystemNotice', 'notice', [
    page(
      '/system-notice/admin-notice-overview',
      'Menu:SystemNotice.AdminNoticeOverview',
      { policy: P.ToSupplierNotice.AdminNoticeOverview.name },
      'adminNotices',
    ),
    page(
      '/system-notice/admin-notice-detail',
      'Menu:SystemNotice.AdminNoticeDetail',
      detail(P.ToSupplierNotice.AdminNoticeOverview.name, '/system-notice/admin-notice-overview'),
      'adminNoticeDetail',
    ),
    page(
      '/system-notice/admin-edit-notice',
      'Menu:SystemNotice.AdminEditNotice',
      detail(P.ToSupplierNotice.AdminNoticeOverview.Update.name, '/system-notice/admin-notice-overview'),
      'adminEditNotice',
    ),
    page(
      '/system-notice/vendor-edit-notice',
      'Menu:SystemNotice.VendorEditNotice',
      detail(P.ToSupplierNotice.VendorNoticeOverview.name, '/system-notice/vendor-notice-overview'),
      'vendorEditNotice',
    ),
    page(
      '/system-notice/mail-event-overview',
      'Menu:SystemNotice.MailEventOverview',
      { policy: P.ToSupplierNotice.MailEventOverview.name },
      mailOutbox,
    ),
    page(
      '/system-notice/vendor-notice-overview',
      'Menu:SystemNotice.VendorNoticeOverview',
      { policy: P.ToSupplierNotice.VendorNoticeOverview.name },
      'vendorNotices',
    ),
  ]),

  group('/incoming-inspection-file', 'Menu:IncomingInspectionFile', 'inspection', [
    page(
      '/incoming-inspection-file/partno-confirm',
      'Menu:IncomingInspectionFile.PartNoConfirm',
      { policy: P['QualityControl.IIF'].PartNoConfirm.name },
      'iqcConfigs',
    ),
    page(
      '/incoming-inspection-file/admin-form-overview',
      'Menu:IncomingInspectionFile.AdminFormOverview',
      { policy: P['QualityControl.IIF'].AdminFormOverview.name },
      'adminInspectionForms',
    ),
    page(
      '/incoming-inspection-file/admin-form-detail',
      'Menu:IncomingInspectionFile.AdminFormDetail',
      detail(P['QualityControl.IIF'].AdminFormOverview.name, '/incoming-inspection-file/admin-form-overview'),
      'adminInspectionFormDetail',
    ),
    page(
      '/incoming-inspection-file/vendor-form-overview',
      'Menu:IncomingInspectionFile.VendorFormOverview',
      { policy: P['QualityControl.IIF'].VendorFormOverview.name },
      'vendorInspectionForms',
    ),
    page(
      '/incoming-inspection-file/vendor-form-detail',
      'Menu:IncomingInspectionFile.VendorFormDetail',
      detail(
        P['QualityControl.IIF'].VendorFormOverview.name,
        '/incoming-inspection-file/vendor-form-overview',
      ),
      'vendorInspectionFormDetail',
    ),
  ]),

  group('/supplier-material-control', 'Menu:SupplierMaterialControl', 'bom', [
    page(
      '/supplier-material-control/bom',
      'Menu:SupplierMaterialControl.Bom',
      { policy: P['Material.SMC'].Glt.name },
      'boms',
    ),
    page(
      '/supplier-material-control/bom-detail',
      'Menu:SupplierMaterialControl.BomDetail',
      detail(P['Material.SMC'].Glt.name, '/supplier-material-control/bom'),
      'bomDetail',
    ),
    page(
      '/supplier-material-control/supplier-bom',
      'Menu:SupplierMaterialControl.SupplierBom',
      { policy: P['Material.SMC'].VendorBom.name },
      'supplierBoms',
    ),
    page(
      '/supplier-material-control/supplier-bom-edit',
      'Menu:SupplierMaterialControl.SupplierBomEdit',
      detail(P['Material.SMC'].VendorBom.name, '/supplier-material-control/supplier-bom'),
      'supplierBomEdit',
    ),
  ]),
];

function lettersOfRecognition(): AppRoute[] {
  const L = P.LetterOfRecognition;
  const base = '/letter-of-recognition';
  const overview = `${base}/partno-confirm`;
  return [
    page(
      overview,
      'Menu:LetterOfRecognition.PartNoConfirm',
      { policy: L.PartNoConfirm.name },
      'partNoConfirms',
    ),
    page(
      `${base}/partno-confirm-file-overview`,
      'Menu:LetterOfRecognition.PartNoConfirmFileOverview',
      { policy: L.PartNoConfirmFileOverview.name },
      'letterFiles',
    ),
    page(
      `${base}/vendor-partno-confirm-file-overview`,
      'Menu:LetterOfRecognition.VendorPartNoConfirmFileOverview',
      { policy: L.VendorPartNoConfirmFileOverview.name },
      'vendorLetterFiles',
    ),
    page(
      `${base}/vendor-letter-overview`,
      'Menu:LetterOfRecognition.VendorLetterOverview',
      { policy: L.VendorLetterOverview.name },
      'vendorLetters',
    ),
    page(
      `${base}/vendor-letter-detail`,
      'Menu:LetterOfRecognition.VendorLetterDetail',
      detail(L.VendorLetterOverview.Update.name, `${base}/vendor-letter-overview`),
      'vendorLetterDetail',
    ),
    page(
      `${base}/initial-check-template-item`,
      'Menu:LetterOfRecognition.InitialCheckTemplateItem',
      { policy: L.InitialCheckTemplateItem.name },
      'checkItems',
    ),
    page(
      `${base}/check-template-overview`,
      'Menu:LetterOfRecognition.CheckTemplateOverview',
      { policy: L.CheckTemplateOverview.name },
      'checkTemplates',
    ),
    page(
      `${base}/check-template-detail`,
      'Menu:LetterOfRecognition.CheckTemplateDetail',
      detail(L.CheckTemplateOverview.name, `${base}/check-template-overview`),
      'checkTemplateDetail',
    ),
    page(
      `${base}/admin-letter-overview`,
      'Menu:LetterOfRecognition.AdminLetterOverview',
      { policy: L.AdminLetterOverview.name },
      'adminLetters',
    ),
    page(
      `${base}/admin-letter-detail`,
      'Menu:LetterOfRecognition.AdminLetterDetail',
      detail(L.AdminLetterOverview.Update.name, `${base}/admin-letter-overview`),
      'adminLetterDetail',
    ),
    page(
      `${base}/other-letter-overview`,
      'Menu:LetterOfRecognition.OtherLetterOverview',
      { policy: L.OtherLetterOverview.name },
      'otherLetters',
    ),
    page(
      `${base}/other-letter-detail`,
      'Menu:LetterOfRecognition.OtherLetterDetail',
      detail(undefined, `${base}/other-letter-overview`),
      'otherLetterDetail',
    ),
    page(
      `${base}/update-partno-confirm`,
      'Menu:LetterOfRecognition.UpdatePartNoConfirm',
      hidden(L.PartNoConfirm.CreateAck.name, overview),
      'updatePartNoConfirm',
    ),
    page(
      `${base}/mail-event-overview`,
      'Menu:LetterOfRecognition.MailEventOverview',
      { policy: L.MailEventOverview.name },
      mailOutbox,
    ),
    page(
      `${base}/minio-server-overview`,
      'Menu:LetterOfRecognition.MinioServerOverview',
      { policy: L.MinioServerOverview.name },
      minioServers,
    ),
    page(
      `${base}/minio-bucket-overview`,
      'Menu:LetterOfRecognition.MinioBucketOverview',
      hidden(L.MinioServerOverview.Update.name, `${base}/minio-server-overview`),
      minioBuckets,
    ),
  ];
}

/** Every page route with its ancestors, flattened (for lookups by path). */
export function flattenRoutes(
  routes: AppRoute[] = layoutRoutes,
  parents: AppRoute[] = [],
): { route: AppRoute; parents: AppRoute[] }[] {
  return routes.flatMap((route) => [
    { route, parents },
    ...(route.children ? flattenRoutes(route.children, [...parents, route]) : []),
  ]);
}
