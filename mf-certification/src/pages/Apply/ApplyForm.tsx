import { Button, Form, Input, Radio } from '@arco-design/web-react';
import { fieldOfMessage, SEX_OPTIONS } from '@tcm/shared';
import { CertImageField } from './CertImageField';
import { APPLICATION_FIELD_WORDS } from '@tcm/shared/doctor';
import { APPLY_RULES } from './formRules';
import type { ApplyFormValues } from './applyValues';

const FormItem = Form.Item;

interface ApplyFormProps {
  initialValues: ApplyFormValues;
  submitting: boolean;
  /** Called with valid values only (Arco runs the rules first); answers the server's refusal, or null. */
  onSubmit: (values: ApplyFormValues) => Promise<string | null>;
  /** Shown but not usable: the account is still being read. */
  disabled?: boolean;
}

/** The doctor application form (spec 3 §3, §5): a rule broken, or a refusal of the server about one field, under that field. */
export function ApplyForm({ initialValues, submitting, onSubmit, disabled = false }: ApplyFormProps) {
  const [form] = Form.useForm<ApplyFormValues>();
  const submit = async (values: ApplyFormValues) => {
    const refusal = await onSubmit(values);
    const field = refusal ? fieldOfMessage(refusal, APPLICATION_FIELD_WORDS) : null;
    if (refusal && field) form.setFields({ [field]: { value: values[field], error: { message: refusal } } });
  };

  return (
    <Form<ApplyFormValues>
      form={form}
      className="tcm-cert__form"
      layout="horizontal"
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 18 }}
      initialValues={initialValues}
      disabled={disabled}
      onSubmit={submit}
      scrollToFirstError
      autoComplete="off"
      aria-label="医生认证申请表"
    >
      <FormItem label="姓名" field="doctorName" rules={APPLY_RULES.doctorName}>
        <Input placeholder="请输入真实姓名" maxLength={30} />
      </FormItem>
      <FormItem label="性别" field="doctorSex">
        <Radio.Group options={[...SEX_OPTIONS]} />
      </FormItem>
      <FormItem label="身份证号" field="idNo" rules={APPLY_RULES.idNo} extra="选填，填写后将校验号码是否有效">
        <Input placeholder="请输入15位或18位身份证号码" maxLength={18} />
      </FormItem>
      <FormItem label="手机号" field="doctorPhonNo" rules={APPLY_RULES.doctorPhonNo}>
        <Input placeholder="请输入11位手机号码" maxLength={11} inputMode="numeric" />
      </FormItem>
      <FormItem label="执业证书编号" field="doctorCertNo" rules={APPLY_RULES.doctorCertNo}>
        <Input placeholder="请输入医师执业证书编号" maxLength={50} />
      </FormItem>
      <FormItem label="执业证书图片" field="doctorCertImageUrl" rules={APPLY_RULES.doctorCertImageUrl}>
        <CertImageField />
      </FormItem>
      <FormItem wrapperCol={{ offset: 6, span: 18 }}>
        <Button type="primary" htmlType="submit" loading={submitting} size="large">
          提交申请
        </Button>
      </FormItem>
    </Form>
  );
}
