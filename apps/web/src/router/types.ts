import type { PolicyName } from '@sp/contracts';
import type { ComponentType } from 'react';

/** The route meta of the spec (§2), carried in each route's `handle`. */
export interface RouteMeta {
  /** A key of the SupplierPortal localization resource (`Menu:…`), translated at render time. */
  title?: string;
  /** An icon name of `components/MenuIcon`. */
  icon?: string;
  /**
   * The policy the route needs. `''` on a parent means "shown only when a child is permitted";
   * undefined means no policy (anyone signed in).
   */
  policy?: PolicyName | '';
  /** Pinned tab: always open, not closable. */
  affix?: boolean;
  /** The page is not kept alive when its tab is left. */
  noCache?: boolean;
  /** `false` keeps the route out of the breadcrumb. */
  breadcrumb?: boolean;
  /** For hidden detail pages: the menu entry to highlight instead. */
  activeMenu?: string;
  hidden?: boolean;
  /** Show the parent even with a single visible child. */
  alwaysShow?: boolean;
  /**
   * A detail page of one record, opened as `path?id=…`: each record gets its own tab and its own
   * kept-alive page (see `viewKey`).
   */
  perRecord?: boolean;
}

/**
 * The pages a route can show, by name. `app/route-pages.ts` binds each to its lazily loaded
 * component; the route table stays data that imports no page.
 */
export type PageId =
  | 'dashboard'
  | 'documentation'
  | 'profile'
  | 'organizations'
  | 'roles'
  | 'users'
  | 'claimTypes'
  | 'suppliers'
  | 'tenants'
  | 'settings'
  | 'auditLogs'
  | 'dictionary'
  | 'announcements'
  | 'announcementHistory'
  | 'mailOutbox'
  | 'minioServers'
  | 'minioBuckets'
  | 'mailTemplates'
  | 'oauthClients'
  | 'materials'
  | 'purchaseOrders'
  | 'purchaseOrderDetail'
  | 'printLog'
  | 'shipLog'
  | 'labelTemplates'
  | 'labelMaterialInfo'
  | 'printOuterLabels'
  | 'printInnerLabels'
  | 'printPalletLabels'
  | 'editOuterLabels'
  | 'editInnerLabels'
  | 'deliveries'
  | 'deliveryDetail'
  | 'partNoConfirms'
  | 'letterFiles'
  | 'vendorLetterFiles'
  | 'vendorLetters'
  | 'vendorLetterDetail'
  | 'checkItems'
  | 'checkTemplates'
  | 'checkTemplateDetail'
  | 'adminLetters'
  | 'adminLetterDetail'
  | 'otherLetters'
  | 'otherLetterDetail'
  | 'updatePartNoConfirm'
  | 'iqcConfigs'
  | 'adminInspectionForms'
  | 'adminInspectionFormDetail'
  | 'vendorInspectionForms'
  | 'vendorInspectionFormDetail'
  | 'adminNotices'
  | 'adminNoticeDetail'
  | 'adminEditNotice'
  | 'vendorNotices'
  | 'vendorEditNotice'
  | 'boms'
  | 'bomDetail'
  | 'supplierBoms'
  | 'supplierBomEdit';

export type PageLoader = () => Promise<{ default: ComponentType }>;

/** A node of the route table: pure data, so menus, search and tests need no React Router. */
export interface AppRoute {
  /** Absolute path (`/identity/users`), or an http(s) URL for an external menu link. */
  path: string;
  meta: RouteMeta;
  /** Where the parent path redirects; `noRedirect` makes its breadcrumb item plain text. */
  redirect?: string;
  /** The page the route shows (a leaf route); its component is bound in `app/route-pages.ts`. */
  page?: PageId;
  children?: AppRoute[];
}
