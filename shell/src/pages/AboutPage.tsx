import { Descriptions, Grid } from '@arco-design/web-react';
import { COMPANY } from '../config/company';
import { PageBanner, PageBody } from '../layout/PageBanner';
import './pages.css';

const MILESTONES = [
  { year: '2016', text: '公司成立，组建中医临床与信息技术联合团队。' },
  { year: '2018', text: '上线中医智能辅助组方系统，服务首批合作医生。' },
  { year: '2020', text: '建成中药饮片与颗粒剂统一配送体系，覆盖全国主要城市。' },
  { year: '2022', text: '推出五运六气健康预测与定制养生茶服务。' },
  { year: '2024', text: '合作医生与医疗机构突破千家，开放医生在线认证。' },
];

/** 关于我们 */
export function AboutPage() {
  const { contact } = COMPANY;
  return (
    <>
      <PageBanner title="关于我们" subtitle={COMPANY.slogan} />
      <PageBody className="prose">
        <Grid.Row gutter={40}>
          <Grid.Col xs={24} lg={14}>
            <h2>公司简介</h2>
            <p>
              {`${COMPANY.name}是一家专注于中医药健康服务的科技企业。公司以中医经典理论为根基，融合现代信息技术，` +
                '为医生提供辨证组方、处方管理与药品配送的一站式支持，为大众提供健康预测、节气调养与定制茶饮等特色服务。'}
            </p>
            <p>
              {'我们与各地中医医院、诊所及道地药材产区建立了长期合作，坚持“药材可溯源、处方可追溯、服务可评价”，' +
                '让传统中医药在规范、安全的前提下走进千家万户。'}
            </p>
            <h2>发展历程</h2>
            <ol className="timeline">
              {MILESTONES.map((m) => (
                <li key={m.year}>
                  <b>{m.year}</b>
                  <span>{m.text}</span>
                </li>
              ))}
            </ol>
          </Grid.Col>
          <Grid.Col xs={24} lg={10}>
            <h2>联系方式</h2>
            <Descriptions
              column={1}
              colon="："
              labelStyle={{ width: 88 }}
              data={[
                { label: '公司名称', value: COMPANY.name },
                { label: '服务部门', value: contact.deptName },
                { label: '公司地址', value: contact.address },
                { label: '服务热线', value: contact.phone },
                { label: '服务时间', value: COMPANY.serviceHours },
                { label: '电子邮箱', value: contact.email },
              ]}
            />
          </Grid.Col>
        </Grid.Row>
      </PageBody>
    </>
  );
}
