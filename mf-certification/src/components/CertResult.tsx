import { Result, type ResultProps } from '@arco-design/web-react';
import { IconClockCircle } from '@arco-design/web-react/icon';

export type CertTone = NonNullable<ResultProps['status']> | 'pending';

/**
 * Arco's Result with one more tone, 'pending' (a clock), for "under review" wherever it appears.
 * `icon` is passed only for that tone: Arco drops its own status icon whenever the key is present.
 */
export function CertResult({ tone, ...rest }: Omit<ResultProps, 'status' | 'icon'> & { tone: CertTone }) {
  if (tone === 'pending') return <Result {...rest} status={null} icon={<IconClockCircle />} />;
  return <Result {...rest} status={tone} />;
}
