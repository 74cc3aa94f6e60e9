import { DeliveryLimits } from '@sp/contracts';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { shipDelivery, type Delivery, type ShipInput } from '../../../api/deliveries';
import { TextField, toastSaved, useFormRules } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { actionText } from './delivery-format';
import { useCarriers } from './use-carriers';

/**
 * Ships a confirmed note: the carrier (from the tenant's `Carrier` dictionary; typed when the
 * dictionary is empty), tracking number, vehicle and driver's phone. The server locks the labels and
 * logs the event. Test ids: `ship-dialog` (the form), `ship-carrier`, `ship-tracking`, `ship-ok`.
 */
export function ShipDialog({
  delivery,
  open,
  onClose,
  onDone,
}: {
  delivery: Delivery;
  open: boolean;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const L = useL();
  const rules = useFormRules();
  const [form] = Form.useForm<ShipInput>();
  const [busy, setBusy] = useState(false);
  const { options } = useCarriers();

  const ship = async (values: ShipInput) => {
    setBusy(true);
    try {
      await shipDelivery(delivery.id, {
        carrier: values.carrier.trim(),
        trackingNo: values.trackingNo.trim(),
        vehicleNo: values.vehicleNo?.trim() || null,
        driverPhone: values.driverPhone?.trim() || null,
      });
      toastSaved();
      onClose();
      await onDone();
    } catch {
      // Toasted by the HTTP client (labels not printed, no longer confirmed).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={`${actionText('ship')} ${delivery.deliveryNo}`}
      okText={actionText('ship')}
      cancelText={L('AbpUi', 'Cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ ...({ 'data-testid': 'ship-ok' } as object) }}
      destroyOnHidden
      maskClosable={false}
    >
      <Form<ShipInput>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          carrier: delivery.carrier ?? undefined,
          trackingNo: delivery.trackingNo ?? undefined,
        }}
        onFinish={(v) => void ship(v)}
        data-testid="ship-dialog"
      >
        {options.length > 0 ? (
          <Form.Item
            name="carrier"
            label={L('Delivery:Carrier')}
            rules={[rules.required(L('Delivery:Carrier'))]}
          >
            <Select showSearch optionFilterProp="label" options={options} data-testid="ship-carrier" />
          </Form.Item>
        ) : (
          <TextField
            name="carrier"
            label={L('Delivery:Carrier')}
            max={DeliveryLimits.carrier}
            required
            testId="ship-carrier"
          />
        )}
        <TextField
          name="trackingNo"
          label={L('Delivery:TrackingNo')}
          max={DeliveryLimits.trackingNo}
          required
          testId="ship-tracking"
        />
        <div className="delivery-form-row">
          <TextField name="vehicleNo" label={L('Delivery:VehicleNo')} max={DeliveryLimits.vehicleNo} />
          <Form.Item
            name="driverPhone"
            label={L('Delivery:DriverPhone')}
            rules={[rules.max(L('Delivery:DriverPhone'), DeliveryLimits.driverPhone)]}
          >
            <Input type="tel" maxLength={DeliveryLimits.driverPhone} />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
