/**
 * Wire shapes every business module shares: the status history of a document, its attachments,
 * the caller's to-do items and in-app notifications.
 */

/** One transition of a document, oldest first on the detail page's timeline. */
export interface StatusHistoryDto {
  id: string;
  entityType: string;
  entityId: string;
  action: string;
  fromStatus: number | null;
  toStatus: number;
  actorId: string | null;
  actorName: string | null;
  comment: string | null;
  creationTime: string;
}

/** A document's workflow fields, carried by every DTO of a workflow entity. */
export interface WorkflowFields {
  status: number;
  /** What the caller may do now; the web shows exactly these buttons. */
  allowedActions: string[];
}

export interface AttachmentDto {
  id: string;
  ownerType: string;
  ownerId: string;
  category: string;
  fileId: string;
  fileName: string;
  size: number;
  contentType: string;
  version: number;
  isCurrent: boolean;
  creatorName: string | null;
  creationTime: string;
}

/** "Waiting for you": one module's count for the caller, shown on the dashboard's To-do card. */
export interface TodoItemDto {
  module: string;
  key: string;
  count: number;
  /** Text key (resource SupplierPortal) of the item's title, without the count (shown beside it). */
  titleKey: string;
  route: string;
}

export interface NotificationDto {
  id: string;
  event: string;
  title: string;
  body: string | null;
  route: string | null;
  isRead: boolean;
  creationTime: string;
}
