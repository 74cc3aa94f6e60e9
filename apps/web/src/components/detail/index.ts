export { AttachmentsPanel, attachmentsKey, type AttachmentsPanelProps } from './AttachmentsPanel';
export { DetailPage, type DetailPageProps } from './DetailPage';
export { DetailSections, type DetailSection } from './DetailSections';
export { StatusTimeline, statusHistoryKey } from './StatusTimeline';
export { useRecordId } from './useRecordId';
export { WorkflowActions, type WorkflowActionsProps } from './WorkflowActions';
