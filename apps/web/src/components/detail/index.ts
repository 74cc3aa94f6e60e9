export { AttachmentsPanel, attachmentsKey, type AttachmentsPanelProps } from './AttachmentsPanel';
export { DetailPage, type DetailPageProps } from './DetailPage';
export { DetailSections, type DetailSection } from './DetailSections';
export { ReasonDialog, type ReasonRequest } from './ReasonDialog';
export { StatusTimeline, statusHistoryKey } from './StatusTimeline';
export { WorkflowActions, type WorkflowActionsProps } from './WorkflowActions';
export { useRecordId } from './useRecordId';
