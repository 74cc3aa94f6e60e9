/**
 * THE permission catalogue: every policy of the product, grouped, with display names in the three
 * interface languages. The server enforces with it, the permission-management API lists it and the
 * web route table references it. Code elsewhere names a policy as `Policies.Group.Permission.name`,
 * never as a string literal.
 *
 * A node's dotted name is its group key plus the keys down to it, so
 * `AbpIdentity > Users > Create` is the policy `AbpIdentity.Users.Create`.
 * Spellings inherited from the ABP template are kept on purpose (`OrganitaionUnits`).
 */
import type { Texts } from './i18n.js';
import {
  buildPolicyTree,
  flattenCatalogue,
  type GroupNode,
  type PermissionNode,
  type PolicyNameOf,
} from './permission-model.js';

const crud = {
  Create: { text: ['Create', '创建', '建立'] },
  Update: { text: ['Edit', '编辑', '編輯'] },
  Delete: { text: ['Delete', '删除', '刪除'] },
} as const satisfies Record<string, PermissionNode>;

const t = (en: string, zhHans: string, zhHant: string): Texts => [en, zhHans, zhHant];

/** Actions shared by several business nodes: one wording per action across the whole catalogue. */
const act = {
  Export: { text: t('Export', '导出', '匯出') },
  Import: { text: t('Import', '导入', '匯入') },
  Print: { text: t('Print', '打印', '列印') },
  Reprint: { text: t('Reprint', '补打', '補印') },
  Void: { text: t('Void', '作废', '作廢') },
  Submit: { text: t('Submit', '提交', '送出') },
  Confirm: { text: t('Confirm', '确认', '確認') },
  Reject: { text: t('Reject', '驳回', '駁回') },
  Cancel: { text: t('Cancel', '取消', '取消') },
  Review: { text: t('Review', '审核', '審核') },
  Publish: { text: t('Publish', '发布', '發布') },
  Acknowledge: { text: t('Acknowledge', '回签', '回簽') },
  Reply: { text: t('Reply', '回复', '回覆') },
} as const satisfies Record<string, PermissionNode>;

/** The three actions of a printed-label list: first print, controlled reprint, void. */
const labelPrinting = { Print: act.Print, Reprint: act.Reprint, Void: act.Void } as const;

const catalogue = {
  AbpIdentity: {
    text: t('Identity management', '身份标识管理', '身分識別管理'),
    permissions: {
      Roles: {
        text: t('Role management', '角色管理', '角色管理'),
        children: {
          ...crud,
          ManagePermissions: { text: t('Change permissions', '更改权限', '變更權限') },
          AddOrganizationUnitRole: { text: t('Add to organization units', '加入组织机构', '加入組織架構') },
        },
      },
      Users: {
        text: t('User management', '用户管理', '使用者管理'),
        children: {
          ...crud,
          ManagePermissions: { text: t('Change permissions', '更改权限', '變更權限') },
          DistributionOrganizationUnit: {
            text: t('Assign organization units', '分配组织机构', '指派組織架構'),
          },
        },
      },
      OrganitaionUnits: {
        text: t('Organization unit management', '组织机构管理', '組織架構管理'),
        children: crud,
      },
      ClaimTypes: {
        text: t('Claim type management', '声明类型管理', '宣告類型管理'),
        children: crud,
      },
      Suppliers: {
        text: t('Supplier directory', '供应商档案', '供應商主檔'),
        children: crud,
      },
      UserLookup: { text: t('User lookup', '用户查询', '使用者查詢') },
    },
  },
  AbpTenantManagement: {
    text: t('Tenant management', '租户管理', '租戶管理'),
    side: 'host',
    permissions: {
      Tenants: {
        text: t('Tenant management', '租户管理', '租戶管理'),
        children: {
          ...crud,
          ManageFeatures: { text: t('Manage features', '管理功能', '管理功能') },
          ManageConnectionStrings: { text: t('Manage connection strings', '管理连接字符串', '管理連線字串') },
        },
      },
    },
  },
  /** OAuth client applications (ABP's OpenIddict module names): an installation concern, host only. */
  OpenIddictPro: {
    text: t('OAuth clients', 'OAuth 客户端', 'OAuth 用戶端'),
    side: 'host',
    permissions: {
      Application: {
        text: t('Client applications', '客户端应用', '用戶端應用程式'),
        children: { ...crud },
      },
    },
  },
  SettingUi: {
    text: t('Settings', '设置管理', '設定管理'),
    permissions: {
      // HelloAbp renamed the settings page's policy after the spec branched off (template-lineage.md).
      Tenant: {
        text: t('Tenant settings', '租户设置', '租戶設定'),
        aliases: ['SettingUi.ShowSettingPage', 'EasyAbp.Abp.SettingUi.ShowSettingPage'],
      },
      Host: { text: t('Host settings', '宿主设置', '主機端設定'), side: 'host' },
    },
  },
  AbpAuditLogging: {
    text: t('Audit logging', '审计日志', '稽核紀錄'),
    permissions: {
      Default: { text: t('Audit logs', '审计日志', '稽核紀錄') },
      Delete: { text: t('Delete audit logs', '删除审计日志', '刪除稽核紀錄') },
    },
  },
  AbpDataDictionary: {
    text: t('Data dictionary', '数据字典', '資料字典'),
    // HA's DataDictionaryPermissions: the wire names do not nest (`.Create` is a child of `.Default`).
    permissions: {
      Default: { text: t('Dictionary management', '字典管理', '字典管理') },
      Create: { ...crud.Create, parent: 'Default' },
      Update: { ...crud.Update, parent: 'Default' },
      Delete: { ...crud.Delete, parent: 'Default' },
      'Detail.Default': {
        text: t('Dictionary items', '字典明细', '字典明細'),
        parent: 'Default',
      },
      'Detail.Create': { ...crud.Create, parent: 'Detail.Default' },
      'Detail.Update': { ...crud.Update, parent: 'Detail.Default' },
      'Detail.Delete': { ...crud.Delete, parent: 'Detail.Default' },
    },
  },
  SystemComponents: {
    text: t('System components', '系统组件', '系統元件'),
    permissions: {
      SystemInformOverview: {
        text: t('System announcements', '系统公告', '系統公告'),
        children: { ...crud, Publish: act.Publish },
      },
      MailTemplates: {
        text: t('Mail templates', '邮件模板', '郵件範本'),
        children: { Update: crud.Update },
      },
    },
  },
  Minio: {
    text: t('Object storage', '对象存储', '物件儲存'),
    permissions: {
      MinioServerOverview: {
        text: t('MinIO servers and buckets', 'MinIO 服务器与存储桶', 'MinIO 伺服器與儲存貯體'),
        children: crud,
      },
    },
  },
  /**
   * Master data from the buyer's ERP: the part master and purchase orders. The portal shows and checks
   * against them; `Sync` is what an integration client (client-credentials token) is granted to push.
   */
  MasterData: {
    text: t('Master data', '主数据', '主資料'),
    permissions: {
      Materials: {
        text: t('Materials', '物料主数据', '物料主檔'),
        children: {
          ...crud,
          Import: act.Import,
          Export: act.Export,
          Sync: { text: t('Sync from ERP', '从 ERP 同步', '從 ERP 同步') },
        },
      },
      PurchaseOrders: {
        text: t('Purchase orders', '采购订单', '採購訂單'),
        children: {
          Import: act.Import,
          Export: act.Export,
          Sync: { text: t('Sync from ERP', '从 ERP 同步', '從 ERP 同步') },
          Acknowledge: act.Acknowledge,
        },
      },
    },
  },
  VendorLabel: {
    text: t('Vendor labels', '供应商标签', '供應商標籤'),
    permissions: {
      PrintLog: {
        text: t('Print log', '打印记录', '列印紀錄'),
        children: { Export: act.Export },
      },
      ShipLog: {
        text: t('Shipping log', '发货记录', '出貨紀錄'),
        children: { Export: act.Export },
      },
      TemplateLabel: {
        text: t('Label templates', '标签模板', '標籤範本'),
        children: crud,
      },
      LabelMaterialInfo: {
        text: t('Label material info', '标签物料信息', '標籤物料資訊'),
        children: { ...crud, Import: act.Import, Confirm: act.Confirm },
      },
      OuterLabelPrintLog: {
        text: t('Outer label printing', '外箱标签打印', '外箱標籤列印'),
        children: labelPrinting,
      },
      OuterLabelEditLog: {
        text: t('Outer label edit log', '外箱标签修改记录', '外箱標籤修改紀錄'),
        children: { Update: { text: t('Edit labels', '修改标签', '修改標籤') } },
      },
      Pallet: {
        text: t('Pallet labels', '栈板标签', '棧板標籤'),
        children: { Create: { text: t('Build pallets', '组栈板', '組棧板') }, ...labelPrinting },
      },
      InnerLabelPrintLog: {
        text: t('Inner label printing', '内箱标签打印', '內箱標籤列印'),
        children: labelPrinting,
      },
      InnerLabelEditLog: {
        text: t('Inner label edit log', '内箱标签修改记录', '內箱標籤修改紀錄'),
        children: { Update: { text: t('Edit labels', '修改标签', '修改標籤') } },
      },
      Delivery: {
        text: t('Shipment information', '发货信息', '出貨資訊'),
        children: {
          ...crud,
          Submit: act.Submit,
          Confirm: act.Confirm,
          Reject: act.Reject,
          Ship: { text: t('Ship', '发货', '出貨') },
          Receive: { text: t('Record receipt', '登记收货', '登記收貨') },
          Cancel: act.Cancel,
          Print: { text: t('Print delivery notes', '打印送货单', '列印送貨單') },
        },
      },
    },
  },
  LetterOfRecognition: {
    text: t('Letters of recognition', '承认书', '承認書'),
    permissions: {
      /** Buyers declare, edit and cancel requests; `CreateAck` is the vendor's answer and start of the letter. */
      PartNoConfirm: {
        text: t('Part number confirmation', '料号确认', '料號確認'),
        children: { CreateAck: act.Acknowledge, ...crud, Export: act.Export },
      },
      PartNoConfirmFileOverview: {
        text: t('Part confirmation files', '料号确认文件', '料號確認檔案'),
        children: { Export: act.Export },
      },
      VendorPartNoConfirmFileOverview: {
        text: t('Part confirmation files (vendor)', '料号确认文件（供应商）', '料號確認檔案（供應商）'),
      },
      /** `Update`: the vendor fills the letter's items and files, submits and withdraws it. */
      VendorLetterOverview: {
        text: t('Vendor letters', '供应商承认书', '供應商承認書'),
        children: { Update: crud.Update },
      },
      InitialCheckTemplateItem: {
        text: t('Initial check items', '初检项目库', '初檢項目庫'),
        children: crud,
      },
      CheckTemplateOverview: {
        text: t('Check templates', '检查模板', '檢查範本'),
        children: crud,
      },
      /**
       * `Update`: the document controller's initial check (return, pass to review, cancel);
       * `Review`: the engineers' per-item review and the conclusion (approve, conditional, reject).
       */
      AdminLetterOverview: {
        text: t('Letter management', '承认书管理', '承認書管理'),
        children: {
          Update: { text: t('Initial check', '初检', '初檢') },
          Review: act.Review,
          Export: act.Export,
        },
      },
      OtherLetterOverview: {
        text: t('Other letters', '其他承认书', '其他承認書'),
      },
      MailEventOverview: {
        text: t('Mail events', '邮件通知', '郵件通知'),
      },
      MinioServerOverview: {
        text: t('MinIO servers', 'MinIO 服务器', 'MinIO 伺服器'),
        children: { Update: crud.Update },
      },
    },
  },
  ToSupplierNotice: {
    text: t('Supplier notices', '供应商通知', '供應商通知'),
    permissions: {
      /**
       * `Create/Update/Delete` a draft; `Publish` also revokes, closes and reminds (the publisher's
       * actions on a live notice); `Review` accepts or returns a supplier's reply.
       */
      AdminNoticeOverview: {
        text: t('Notice management', '通知管理', '通知管理'),
        children: { ...crud, Publish: act.Publish, Review: act.Review, Export: act.Export },
      },
      MailEventOverview: {
        text: t('Mail events', '邮件通知', '郵件通知'),
      },
      VendorNoticeOverview: {
        text: t('My notices', '我的通知', '我的通知'),
        children: { Acknowledge: act.Acknowledge, Reply: act.Reply },
      },
    },
  },
  'QualityControl.IIF': {
    text: t('Incoming inspection files', '进料检验文件', '進料檢驗文件'),
    permissions: {
      /**
       * IQC's material inspection configurations: `Create/Update/Delete/Import` draft them, `Confirm`
       * puts a vendor-confirmed one in force; `VendorConfirm` is the supplier's "read and accepted".
       */
      PartNoConfirm: {
        text: t('Material info confirmation', '物料信息确认', '物料資訊確認'),
        children: {
          ...crud,
          Import: act.Import,
          Export: act.Export,
          Confirm: act.Confirm,
          VendorConfirm: { text: t('Confirm as supplier', '供应商确认', '供應商確認') },
        },
      },
      /**
       * `Review`: take a submitted form, return it or accept it; `Reject`: the IQC lead's rejection
       * and conditional acceptance (特采), each with a disposition; `Amend`: a new version of a
       * decided form.
       */
      AdminFormOverview: {
        text: t('Inspection form review', '检验单审核', '檢驗單審核'),
        children: {
          Review: act.Review,
          Reject: { text: t('Reject or accept conditionally', '判退或特采', '判退或特採') },
          Amend: { text: t('Amend', '修订', '修訂') },
          Export: act.Export,
        },
      },
      VendorFormOverview: {
        text: t('Vendor inspection forms', '供应商检验单', '供應商檢驗單'),
        children: { ...crud, Submit: act.Submit },
      },
    },
  },
  'Material.SMC': {
    text: t('Supplier material control', '供应商物料管控', '供應商物料管控'),
    permissions: {
      /**
       * Engineering's side: `Review` approves or rejects a submitted revision, `Release` releases an
       * approved one and makes a released one obsolete, `RequestUpdate` asks the supplier for a new
       * revision after an ECN.
       */
      Glt: {
        text: t('BOM overview', 'BOM 总览', 'BOM 總覽'),
        children: {
          Export: act.Export,
          Review: act.Review,
          Release: { text: t('Release', '发行', '發行') },
          RequestUpdate: { text: t('Request an update', '要求更新', '要求更新') },
        },
      },
      /** The supplier's BOMs: drafts, revisions, Excel import, submission. */
      VendorBom: {
        text: t('Supplier BOM', '供应商 BOM', '供應商 BOM'),
        children: { ...crud, Submit: act.Submit, Import: act.Import, Export: act.Export },
      },
    },
  },
} as const satisfies Record<string, GroupNode>;

export type PolicyName = PolicyNameOf<typeof catalogue>;

/** Typed policy names: `Policies.AbpIdentity.Users.Create.name`. */
export const Policies = buildPolicyTree(catalogue);

/** The catalogue as flat groups, in declaration order (parents before their children). */
export const permissionGroups = flattenCatalogue(catalogue);

export const allPermissions = permissionGroups.flatMap((g) => g.permissions);

const byName = new Map(allPermissions.map((p) => [p.name, p]));

export function findPermission(name: string) {
  return byName.get(name);
}

export function isPolicyName(name: string): name is PolicyName {
  return byName.has(name);
}

const byAlias = new Map(allPermissions.flatMap((p) => p.aliases.map((a) => [a, p.name] as const)));

/** The catalogue's name of a policy named by itself or by one of its aliases. */
export function canonicalPolicyName(name: string): string {
  return byAlias.get(name) ?? name;
}

/** The granted names as clients see them: each policy followed by its aliases. */
export function withAliases(names: Iterable<string>): string[] {
  return [...names].flatMap((n) => [n, ...(byName.get(n)?.aliases ?? [])]);
}
