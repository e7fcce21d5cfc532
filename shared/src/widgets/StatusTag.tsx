import { Tag, type TagProps } from '@arco-design/web-react';
import type { StatusView, Tone } from '../codes';

/** Arco's tag colour of each tone; the palette (shell theme.css) keeps their text at 4.5:1 or more. */
export const TONE_TAG_COLOR: Record<Tone, string> = {
  success: 'green',
  pending: 'orange',
  progress: 'blue',
  failure: 'red',
  neutral: 'gray',
};

/**
 * A status as a tag coloured by what it means (issue 32): `status` is what a formatter of
 * @tcm/shared's codes answers for the code (deliveryStatus(o.status), visitState(v.state)…).
 */
export function StatusTag({ status, ...rest }: { status: StatusView } & Omit<TagProps, 'color' | 'children'>) {
  return (
    <Tag {...rest} color={TONE_TAG_COLOR[status.tone]} data-tone={status.tone}>
      {status.text}
    </Tag>
  );
}
