import { Card } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import './cert.css';

interface CertPageProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/**
 * The frame every certification page sits in: a heading band and one card over it, the same shape
 * as the shell's own inner pages, so moving between domains does not feel like changing sites.
 */
export function CertPage({ title, subtitle, children }: CertPageProps) {
  return (
    <div className="tcm-cert">
      <header className="tcm-cert__banner">
        <div className="tcm-cert__container">
          <h1 className="tcm-cert__banner-title">{title}</h1>
          {subtitle ? <p className="tcm-cert__banner-subtitle">{subtitle}</p> : null}
        </div>
      </header>
      <div className="tcm-cert__container">
        <Card className="tcm-cert__card" bordered={false}>
          {children}
        </Card>
      </div>
    </div>
  );
}
