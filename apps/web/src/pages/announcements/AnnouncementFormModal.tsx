import { SystemInformLimits, SystemInformType } from '@sp/contracts';
import { useMutation } from '@tanstack/react-query';
import { Checkbox, Col, DatePicker, Form, Input, Modal, Radio, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import {
  createSystemInform,
  SystemInformAudience,
  SystemInformPriority,
  SystemInformShow,
  updateSystemInform,
  type SystemInform,
  type SystemInformInput,
} from '../../api/announcements';
import { toastSaved, type DialogProps } from '../../components/crud';
import { useFormRules } from '../../components/crud/useFormRules';
import { type KeySuffix, useL } from '../../locales/i18n';
import { pickedInstant, pickerValue } from '../../utils/zoned-dayjs';
import { testId } from '../identity/shared/testid';
import { AudienceFields } from './AudienceFields';
import { hasText } from './plain-text';
import { useInformEnum } from './queries';
import { RichTextField } from './RichTextField';

/** The input, with the window as the pickers hold it. */
type FormValues = Omit<SystemInformInput, 'startTime' | 'endTime'> & {
  startTime: Dayjs | null;
  endTime: Dayjs | null;
};

function initialValues(s: SystemInform | null): FormValues {
  return {
    title: s?.title ?? '',
    content: s?.content ?? '',
    type: s?.type ?? SystemInformType.Other,
    systemInformShow: s?.systemInformShow ?? SystemInformShow.Dismissible,
    priority: s?.priority ?? SystemInformPriority.Medium,
    audience: s?.audience ?? SystemInformAudience.All,
    audienceRoleIds: s?.audienceRoleIds ?? [],
    audienceSupplierIds: s?.audienceSupplierIds ?? [],
    startTime: s?.startTime ? pickerValue(s.startTime) : null,
    endTime: s?.endTime ? pickerValue(s.endTime) : null,
    mailToAudience: s?.mailToAudience ?? false,
  };
}

function toInput(v: FormValues): SystemInformInput {
  return {
    title: v.title.trim(),
    content: v.content,
    type: v.type,
    systemInformShow: v.systemInformShow,
    priority: v.priority,
    audience: v.audience,
    audienceRoleIds: v.audience === SystemInformAudience.Roles ? v.audienceRoleIds : [],
    audienceSupplierIds: v.audience === SystemInformAudience.Suppliers ? v.audienceSupplierIds : [],
    startTime: v.startTime ? pickedInstant(v.startTime).toISOString() : null,
    endTime: v.endTime ? pickedInstant(v.endTime).toISOString() : null,
    mailToAudience: v.mailToAudience,
  };
}

/**
 * New or edit announcement: title, rich-text content, type, display mode, priority, audience (with
 * its roles or suppliers), the time window and whether publishing also e-mails the audience.
 * Saving keeps it a draft; publishing is the list's action.
 */
export function AnnouncementFormModal({
  open,
  inform,
  onClose,
  onSaved,
}: {
  /** null: a new announcement. */
  inform: SystemInform | null;
} & DialogProps<SystemInform>) {
  const L = useL();
  const rules = useFormRules();
  const [form] = Form.useForm<FormValues>();
  const types = useInformEnum('Type');
  const shows = useInformEnum('Show');
  const priorities = useInformEnum('Priority');

  const save = useMutation({
    mutationFn: (v: FormValues) =>
      inform
        ? updateSystemInform(inform.id, { ...toInput(v), concurrencyStamp: inform.concurrencyStamp })
        : createSystemInform(toInput(v)),
    onSuccess: (saved) => {
      toastSaved();
      onSaved(saved);
    },
  });

  const A = (key: KeySuffix<'Announcement:'>) => L(`Announcement:${key}`);
  const contentRule: Rule = {
    validator: (_, html: string | undefined) =>
      html && hasText(html)
        ? Promise.resolve()
        : Promise.reject(new Error(L('SystemInform:ContentRequired'))),
  };
  const endAfterStart: Rule = ({ getFieldValue }) => ({
    validator: (_, end: Dayjs | null) => {
      const start = getFieldValue('startTime') as Dayjs | null;
      return !end || !start || end.isAfter(start)
        ? Promise.resolve()
        : Promise.reject(new Error(L('SystemInform:EndBeforeStart')));
    },
  });

  return (
    <Modal
      open={open}
      title={inform ? A('Edit') : A('New')}
      width={880}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={L('AbpUi', 'Save')}
      cancelText={L('AbpUi', 'Cancel')}
      confirmLoading={save.isPending}
      okButtonProps={testId('modal-ok')}
      maskClosable={false}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues(inform)}
        onFinish={(v) => save.mutate(v)}
        scrollToFirstError
        data-testid="announcement-form"
      >
        <Form.Item
          name="title"
          label={A('Title')}
          rules={[rules.required(A('Title')), rules.max(A('Title'), SystemInformLimits.titleMax)]}
        >
          <Input
            maxLength={SystemInformLimits.titleMax}
            showCount
            autoFocus
            data-testid="announcement-title"
          />
        </Form.Item>
        <Form.Item name="content" label={A('Content')} required rules={[contentRule]}>
          <RichTextField />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="type" label={A('Type')} rules={[{ required: true }]}>
              <Select options={types.options} data-testid="announcement-type" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="systemInformShow" label={A('Show')} rules={[{ required: true }]}>
              <Radio.Group optionType="button" options={shows.options} data-testid="announcement-show" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="priority" label={A('Priority')} rules={[{ required: true }]}>
              <Radio.Group
                optionType="button"
                options={priorities.options}
                data-testid="announcement-priority"
              />
            </Form.Item>
          </Col>
        </Row>
        <AudienceFields />
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="startTime" label={A('StartTime')}>
              <DatePicker showTime className="announcement-time" data-testid="announcement-start" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="endTime"
              label={A('EndTime')}
              dependencies={['startTime']}
              rules={[endAfterStart]}
            >
              <DatePicker showTime className="announcement-time" data-testid="announcement-end" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="mailToAudience"
          valuePropName="checked"
          extra={
            inform?.mailedTime
              ? L('SupplierPortal', 'Announcement:Mailed', inform.mailedCount ?? 0)
              : undefined
          }
        >
          <Checkbox data-testid="announcement-mail">{A('MailToAudience')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
