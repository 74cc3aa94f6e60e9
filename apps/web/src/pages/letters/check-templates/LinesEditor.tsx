import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  CheckTemplateLimits,
  checkTemplateTexts,
  SUBMISSION_LEVELS,
  type CheckTemplateItemOptionDto,
} from '@sp/contracts';
import { Button, Empty, Form, Input, InputNumber, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { useTexts } from '../../../locales/i18n';
import { nextSort, type LineValues, type TemplateValues } from './template-form';

const LIM = CheckTemplateLimits;

/** What the table knows of a line's item beyond its code: the library's name and file rules. */
export interface ItemInfo {
  name: string;
  needsFile: boolean;
  needsValidity: boolean;
  isActive: boolean;
}

/**
 * The template's lines as an editable table (Form.List `lines`): the item (code and name), required,
 * the lowest submission level, order, note, what the item asks for (file, validity), remove. Below,
 * a select of the library's active items not yet listed adds one. At least one line is required.
 */
export function LinesEditor({
  form,
  items,
  options,
  readOnly,
}: {
  form: FormInstance<TemplateValues>;
  /** Code → item, for the names of the listed lines. */
  items: Map<string, ItemInfo>;
  options: CheckTemplateItemOptionDto[];
  readOnly: boolean;
}) {
  const t = useTexts(checkTemplateTexts);
  const [picked, setPicked] = useState<string | null>(null);
  const lines: LineValues[] = Form.useWatch('lines', form) ?? [];
  const listed = new Set(lines.map((l) => l.itemCode));
  const addable = options
    .filter((o) => o.isActive && !listed.has(o.code))
    .map((o) => ({ value: o.code, label: `${o.code} · ${o.name}` }));

  return (
    <Form.List
      name="lines"
      rules={[
        {
          validator: (_, value: LineValues[] | undefined) =>
            value && value.length > 0
              ? Promise.resolve()
              : Promise.reject(new Error(t('CheckTemplate:NoLines'))),
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          <Table
            className="check-template-lines"
            rowKey="key"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={fields}
            data-testid="check-template-lines"
            locale={{
              emptyText: (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('CheckTemplate:NoLines')} />
              ),
            }}
            onRow={(field) =>
              ({
                'data-testid': `check-template-line-${lines[field.name]?.itemCode ?? field.key}`,
              }) as HTMLAttributes<HTMLElement>
            }
            columns={[
              {
                title: t('CheckTemplate:Line:item'),
                key: 'item',
                render: (_, field) => {
                  const code = lines[field.name]?.itemCode ?? '';
                  const info = items.get(code);
                  return (
                    <span className="check-template-item-name">
                      <Form.Item name={[field.name, 'itemCode']} hidden>
                        <Input />
                      </Form.Item>
                      <Typography.Text>{info?.name ?? code}</Typography.Text>
                      <br />
                      <span className="check-template-item-code">{code}</span>
                      {info && !info.isActive && (
                        <Tag color="default" style={{ marginLeft: 6 }}>
                          {t('CheckTemplate:ItemInactive')}
                        </Tag>
                      )}
                    </span>
                  );
                },
              },
              {
                title: t('CheckTemplate:Line:required'),
                key: 'required',
                render: (_, field) => (
                  <Form.Item name={[field.name, 'required']} valuePropName="checked">
                    <Switch size="small" disabled={readOnly} data-testid={`line-required-${field.key}`} />
                  </Form.Item>
                ),
              },
              {
                title: t('CheckTemplate:Line:submissionLevelMin'),
                key: 'submissionLevelMin',
                render: (_, field) => (
                  <Form.Item name={[field.name, 'submissionLevelMin']}>
                    <Select
                      allowClear
                      className="check-template-level"
                      placeholder={t('CheckTemplate:AllLevels')}
                      disabled={readOnly}
                      options={SUBMISSION_LEVELS.map((n) => ({
                        value: n,
                        label: t('CheckTemplate:Level', n),
                      }))}
                      data-testid={`line-level-${field.key}`}
                    />
                  </Form.Item>
                ),
              },
              {
                title: t('CheckTemplate:Line:sort'),
                key: 'sort',
                render: (_, field) => (
                  <Form.Item name={[field.name, 'sort']}>
                    <InputNumber
                      className="check-template-sort"
                      min={0}
                      max={LIM.sort}
                      precision={0}
                      disabled={readOnly}
                    />
                  </Form.Item>
                ),
              },
              {
                title: t('CheckTemplate:Line:note'),
                key: 'note',
                render: (_, field) => (
                  <Form.Item name={[field.name, 'note']} rules={[{ max: LIM.note }]}>
                    <Input
                      className="check-template-note"
                      maxLength={LIM.note}
                      disabled={readOnly}
                      data-testid={`line-note-${field.key}`}
                    />
                  </Form.Item>
                ),
              },
              {
                title: t('CheckTemplate:Line:file'),
                key: 'file',
                render: (_, field) => {
                  const info = items.get(lines[field.name]?.itemCode ?? '');
                  return (
                    <Space size={4}>
                      {info?.needsFile && <Tag>{t('CheckTemplate:NeedsFile')}</Tag>}
                      {info?.needsValidity && <Tag color="orange">{t('CheckTemplate:NeedsValidity')}</Tag>}
                    </Space>
                  );
                },
              },
              ...(readOnly
                ? []
                : [
                    {
                      title: '',
                      key: 'remove',
                      width: 1,
                      render: (_: unknown, field: { name: number; key: number }) => (
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('CheckTemplate:RemoveLine')}
                          onClick={() => remove(field.name)}
                          data-testid={`line-remove-${lines[field.name]?.itemCode ?? field.key}`}
                        />
                      ),
                    },
                  ]),
            ]}
          />
          <Form.ErrorList errors={errors} />
          {!readOnly && (
            <div className="check-template-add">
              <Select
                showSearch
                optionFilterProp="label"
                value={picked}
                onChange={setPicked}
                placeholder={t('CheckTemplate:AddItemPlaceholder')}
                options={addable}
                data-testid="check-template-add-item"
              />
              <Button
                icon={<PlusOutlined />}
                disabled={!picked}
                onClick={() => {
                  if (!picked) return;
                  add({
                    itemCode: picked,
                    required: true,
                    submissionLevelMin: null,
                    sort: nextSort(lines),
                    note: null,
                  });
                  setPicked(null);
                }}
                data-testid="check-template-add"
              >
                {t('CheckTemplate:AddItem')}
              </Button>
            </div>
          )}
        </>
      )}
    </Form.List>
  );
}
