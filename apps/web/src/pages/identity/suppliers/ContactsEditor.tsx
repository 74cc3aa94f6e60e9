import { contactProblem, SupplierLimits } from '@sp/contracts';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Checkbox, Empty, Form, Input, type FormInstance } from 'antd';
import type { SupplierContact } from '../../../api/suppliers';
import { requiredTitle } from '../../../components/crud/columns';
import { useFormRules } from '../../../components/crud/useFormRules';
import { useL } from '../../../locales/i18n';

export const emptyContact = (isPrimary = false): SupplierContact => ({
  name: '',
  title: '',
  email: '',
  phone: '',
  isPrimary,
});

/**
 * The contacts of a supplier as small editable rows (a grid on wide screens, stacked on phones):
 * name, position, email, phone and one primary contact. The list itself is checked as the server
 * checks it: at least one email, at most one primary.
 */
export function ContactsEditor({ form }: { form: FormInstance }) {
  const L = useL();
  const rules = useFormRules();
  const label = {
    name: L('AbpAccount', 'Name'),
    title: L('AbpIdentity', 'ContactTitle'),
    email: L('AbpIdentity', 'ContactEmail'),
    phone: L('AbpIdentity', 'ContactPhone'),
    primary: L('AbpIdentity', 'PrimaryContact'),
  };

  /** Only one primary contact: ticking one unticks the others. */
  const makePrimary = (index: number, checked: boolean) => {
    const contacts = (form.getFieldValue('contacts') as SupplierContact[] | undefined) ?? [];
    form.setFieldValue(
      'contacts',
      contacts.map((c, i) => ({ ...c, isPrimary: i === index ? checked : checked ? false : c.isPrimary })),
    );
    void form.validateFields([['contacts']]).catch(() => undefined);
  };

  return (
    <Form.List
      name="contacts"
      rules={[
        {
          validator: async (_, contacts: SupplierContact[] | undefined) => {
            const problem = contactProblem(contacts);
            if (problem) throw new Error(L('AbpIdentity', `Volo.Abp.Identity:${problem}`));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <div className="supplier-contacts" data-testid="supplier-contacts">
          <div className="supplier-contacts-hint">{L('AbpIdentity', 'SupplierContactsHint')}</div>
          {fields.length > 0 && (
            <div className="supplier-contact-row supplier-contact-head" aria-hidden="true">
              {requiredTitle(label.name)}
              <span>{label.title}</span>
              <span>{label.email}</span>
              <span>{label.phone}</span>
              <span>{label.primary}</span>
              <span />
            </div>
          )}
          {fields.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={L('AbpIdentity', 'NoContacts')} />
          )}
          {fields.map((field, index) => (
            <div className="supplier-contact-row" key={field.key} data-testid={`contact-row-${index}`}>
              <Form.Item
                name={[field.name, 'name']}
                label={label.name}
                rules={[rules.required(label.name), rules.max(label.name, SupplierLimits.contactName)]}
              >
                <Input
                  placeholder={label.name}
                  maxLength={SupplierLimits.contactName}
                  data-testid={`contact-name-${index}`}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'title']}
                label={label.title}
                rules={[rules.max(label.title, SupplierLimits.contactTitle)]}
              >
                <Input
                  placeholder={label.title}
                  maxLength={SupplierLimits.contactTitle}
                  data-testid={`contact-title-${index}`}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'email']}
                label={label.email}
                rules={[rules.email(label.email), rules.max(label.email, SupplierLimits.contactEmail)]}
              >
                <Input
                  type="email"
                  placeholder={label.email}
                  maxLength={SupplierLimits.contactEmail}
                  data-testid={`contact-email-${index}`}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'phone']}
                label={label.phone}
                rules={[rules.max(label.phone, SupplierLimits.contactPhone)]}
              >
                <Input
                  inputMode="tel"
                  placeholder={label.phone}
                  maxLength={SupplierLimits.contactPhone}
                  data-testid={`contact-phone-${index}`}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'isPrimary']} label={label.primary} valuePropName="checked">
                <Checkbox
                  onChange={(e) => makePrimary(index, e.target.checked)}
                  data-testid={`contact-primary-${index}`}
                >
                  <span className="supplier-contact-primary-text">{label.primary}</span>
                </Checkbox>
              </Form.Item>
              <Form.Item label=" " colon={false}>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={L('AbpUi', 'Remove')}
                  onClick={() => {
                    remove(field.name);
                    void form.validateFields([['contacts']]).catch(() => undefined);
                  }}
                  data-testid={`contact-remove-${index}`}
                />
              </Form.Item>
            </div>
          ))}
          <Form.ErrorList errors={errors} />
          {fields.length < SupplierLimits.contacts && (
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              onClick={() => add(emptyContact(fields.length === 0))}
              data-testid="contact-add"
            >
              {L('AbpIdentity', 'AddContact')}
            </Button>
          )}
        </div>
      )}
    </Form.List>
  );
}
