import { Policies } from '../permissions.js';
import { defineWorkflow } from '../workflow.js';

/**
 * Draft -> Published (publish), Published -> Revoked (revoke), Revoked -> Published (publish again);
 * Published -> Expired when its end time passes (a job); an expired one can be deleted, or edited
 * (a later end time) and published again.
 */
export const SystemInformStatus = { Draft: 0, Published: 1, Revoked: 2, Expired: 3 } as const;
export type SystemInformStatusValue = (typeof SystemInformStatus)[keyof typeof SystemInformStatus];

const P = Policies.SystemComponents.SystemInformOverview;
const S = SystemInformStatus;

/**
 * The announcement's life. Editing and deleting are allowed only while it is not published: a
 * published announcement is what readers see, so it is revoked first.
 */
export const systemInformWorkflow = defineWorkflow({
  entity: 'SupplierPortal.SystemComponents.SystemInform',
  entityText: 'Entity:SystemInform',
  statuses: {
    [S.Draft]: { text: 'Status:Draft', tone: 'default' },
    [S.Published]: { text: 'Status:Published', tone: 'success' },
    [S.Revoked]: { text: 'Status:Revoked', tone: 'warning' },
    [S.Expired]: { text: 'Status:Expired', tone: 'default' },
  },
  transitions: {
    publish: {
      from: [S.Draft, S.Revoked, S.Expired],
      to: S.Published,
      policy: P.Publish.name,
      side: 'buyer',
    },
    revoke: { from: [S.Published], to: S.Revoked, policy: P.Publish.name, side: 'buyer' },
    expire: { from: [S.Published], to: S.Expired, policy: P.Publish.name, side: 'buyer', system: true },
  },
  operations: {
    update: { in: [S.Draft, S.Revoked, S.Expired], policy: P.Update.name, side: 'buyer' },
    delete: { in: [S.Draft, S.Revoked, S.Expired], policy: P.Delete.name, side: 'buyer' },
  },
  actionTexts: { publish: 'Action:Publish', revoke: 'Action:Revoke', expire: 'Action:Expire' },
});
