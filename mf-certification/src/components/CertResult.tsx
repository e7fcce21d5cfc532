import { StatusResult, type StatusResultProps } from '@tcm/shared';
import { IconClockCircle } from '@arco-design/web-react/icon';

export type CertTone = NonNullable<StatusResultProps['status']> | 'pending';

/**
 * Arco's Result (the shared package's StatusResult) with one more tone, 'pending' (a clock), for "under review" wherever it appears.
 * `icon` is passed only for that tone: Arco drops its own status icon whenever the key is present.
 */
export function CertResult({ tone, ...rest }: Omit<StatusResultProps, 'status' | 'icon'> & { tone: CertTone }) {
  if (tone === 'pending') return <StatusResult {...rest} status={null} icon={<IconClockCircle />} />;
  return <StatusResult {...rest} status={tone} />;
}
