import { Steps } from '@arco-design/web-react';
import { PageBanner, PageBody } from '../layout/PageBanner';
import './pages.css';

const GROUPS = [
  { title: '普通用户', text: '查看健康资讯与学习馆课程，管理收货地址与订单，为家人建立患者档案。' },
  { title: '认证医生', text: '通过医生认证后可使用中药组方、自拟处方、节气通用方、定制养生茶与六气饮等服务。' },
  { title: '代理与机构', text: '合作代理与医疗机构可进入后台管理，查看所辖医生与业务数据。' },
];

/** 用户须知: who the portal is for and how to get started (the spec names the route only). */
export function AboutUsersPage() {
  return (
    <>
      <PageBanner title="用户须知" subtitle="了解平台的用户类型与使用流程" />
      <PageBody className="prose">
        <h2>平台用户</h2>
        <ul className="about-users__groups">
          {GROUPS.map((g) => (
            <li key={g.title}>
              <b>{g.title}</b>
              <span>{g.text}</span>
            </li>
          ))}
        </ul>
        <h2>使用流程</h2>
        <Steps current={0} labelPlacement="vertical" className="about-users__steps">
          <Steps.Step title="注册登录" description="手机号验证注册" />
          <Steps.Step title="医生认证" description="提交执业资格" />
          <Steps.Step title="添加患者" description="建立患者档案" />
          <Steps.Step title="问诊开方" description="辨证组方" />
          <Steps.Step title="支付配送" description="道地药材到家" />
        </Steps>
      </PageBody>
    </>
  );
}
