import { Card } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import './cert.css';

interface CertPageProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame every certification page sits in: one branded card with a calligraphic heading. */
export function CertPage({ title, subtitle, children }: CertPageProps) {
  return (
    <div className="tcm-cert">
      <Card
        className="tcm-cert__card"
        bordered={false}
        title={
          <div className="tcm-cert__title">
            <h1>{title}</h1>
            {subtitle ? <p>{subtitle}</p> : null}
          </div>
        }
      >
        {children}
      </Card>
    </div>
  );
}
