import { Alert } from '@arco-design/web-react';
import { COMPANY } from '../config/company';
import { PageBanner, PageBody } from '../layout/PageBanner';
import './pages.css';

const SECTIONS: { title: string; paragraphs: string[] }[] = [
  {
    title: '一、我们收集的信息',
    paragraphs: [
      '账号信息：注册与登录时您提供的手机号码、密码（加密存储）以及短信验证码。',
      '就诊相关信息：您为患者填写的姓名、性别、出生日期、联系电话、出生地与居住地，以及问诊过程中填写的症状信息。',
      '医生认证信息：申请医生认证时提交的姓名、身份证号码、执业证书编号及证书照片。',
      '收货信息：收件人姓名、电话、地址及邮编，用于药品与茶饮的配送。',
    ],
  },
  {
    title: '二、我们如何使用信息',
    paragraphs: [
      '用于提供健康预测、组方、配送、支付等您主动使用的服务；用于核验医生身份与开方权限；用于保障账号与交易安全。',
      '未经您的同意，我们不会将您的个人信息用于本协议未载明的其他用途。',
    ],
  },
  {
    title: '三、信息的共享与披露',
    paragraphs: [
      '仅在完成服务所必需的范围内，向配送企业、支付机构等合作方提供必要信息，并要求其依法履行保密义务。',
      '法律法规规定或有权机关依法要求时，我们将依法披露相关信息。',
    ],
  },
  {
    title: '四、信息的存储与保护',
    paragraphs: [
      '您的信息存储于中华人民共和国境内，我们采取加密传输、访问控制、日志审计等措施保护信息安全。',
      '我们仅在实现服务目的所必需的期限内保存您的信息，超出期限后将删除或匿名化处理。',
    ],
  },
  {
    title: '五、您的权利',
    paragraphs: [
      '您有权查询、更正、删除您的个人信息，有权撤回授权同意或注销账号。',
      `如需行使上述权利或对本协议有任何疑问，请联系 ${COMPANY.contact.email} 或致电 ${COMPANY.contact.phone}。`,
    ],
  },
];

/** 隐私协议 (public). The wording is a placeholder until the company's legal text is supplied. */
export function ProtocolPage() {
  return (
    <>
      <PageBanner title="隐私协议" subtitle={`${COMPANY.name} 个人信息保护政策`} />
      <PageBody className="prose">
        <Alert type="warning" className="protocol-notice" content="示例文本：本页为隐私协议的占位内容，正式条款以公司法务部门发布的版本为准。" />
        <p>
          {`${COMPANY.name}（以下简称“我们”）深知个人信息对您的重要性，并会尽全力保护您的个人信息安全。` + '请您在使用我们的服务前，仔细阅读并了解本协议。'}
        </p>
        {SECTIONS.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
      </PageBody>
    </>
  );
}
