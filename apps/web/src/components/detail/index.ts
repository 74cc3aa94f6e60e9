export { AttachmentsPanel, attachmentsKey, type AttachmentsPanelProps } from './AttachmentsPanel';
export { DetailPage, type DetailPageProps, type DetailSection } from './DetailPage';
export { StatusTimeline, statusHistoryKey } from './StatusTimeline';
export { useRecordId } from './useRecordId';
export { WorkflowActions, type WorkflowActionsProps } from './WorkflowActions';
