import { LabelTemplateLimits } from '@sp/contracts';
import { copyLabelTemplate, type LabelTemplateDto } from '../../../api/label-templates';
import { FormModal, TextField, useFormRules, useSave, type DialogProps } from '../../../components/crud';
import { useL } from '../../../locales/i18n';

interface CopyValues {
  code: string;
  name: string;
}

/** Copy a template under a new code and name (the copy is version 1 and not the default). */
export function CopyModal({
  template,
  ...dialog
}: DialogProps<LabelTemplateDto> & { template: LabelTemplateDto | null }) {
  const L = useL();
  const rules = useFormRules();
  const save = useSave<CopyValues, LabelTemplateDto>(
    (v) => copyLabelTemplate(template!.id, v),
    dialog.onSaved,
    () => undefined,
  );
  const code = L('LabelTemplate:Field:code');
  return (
    <FormModal<CopyValues>
      open={dialog.open}
      onClose={dialog.onClose}
      title={template ? L('SupplierPortal', 'LabelTemplate:CopyTitle', template.code) : ''}
      save={save}
      testId="label-template-copy-form"
      initialValues={
        template
          ? { code: `${template.code}-COPY`.slice(0, LabelTemplateLimits.code), name: template.name }
          : {}
      }
    >
      <TextField
        name="code"
        label={code}
        max={LabelTemplateLimits.code}
        required
        autoFocus
        rules={[rules.pattern(code, /^[A-Za-z0-9][A-Za-z0-9._-]*$/)]}
      />
      <TextField name="name" label={L('LabelTemplate:Field:name')} max={LabelTemplateLimits.name} required />
    </FormModal>
  );
}
