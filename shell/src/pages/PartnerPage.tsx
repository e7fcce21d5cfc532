import { Card, Grid } from '@arco-design/web-react';
import { IconEmail, IconPhone, IconUser } from '@arco-design/web-react/icon';
import { COMPANY } from '../config/company';
import { PageBanner, PageBody } from '../layout/PageBanner';
import './pages.css';

/** 合作伙伴: the partner-cooperation contacts. */
export function PartnerPage() {
  return (
    <>
      <PageBanner title="合作伙伴" subtitle="携手同行，共筑中医药健康生态" />
      <PageBody>
        <p className="partner-intro">我们诚邀医疗机构、渠道代理、药材供应商与媒体伙伴共同合作。请根据合作类型联系对应负责人，我们将在 1 个工作日内回复。</p>
        <Grid.Row gutter={[20, 20]}>
          {COMPANY.partners.map((p) => (
            <Grid.Col xs={24} md={12} key={p.role}>
              <Card className="partner-card" title={p.role} bordered={false} data-testid="partner">
                <p>
                  <IconUser /> 联系人：{p.name}
                </p>
                <p>
                  <IconPhone /> 电话：{p.phone}
                </p>
                <p>
                  <IconEmail />
                  <span>
                    邮箱：<a href={`mailto:${p.email}`}>{p.email}</a>
                  </span>
                </p>
              </Card>
            </Grid.Col>
          ))}
        </Grid.Row>
      </PageBody>
    </>
  );
}
