import { Button, type ButtonProps } from '@arco-design/web-react';
import { useHref, useNavigate } from '@tcm/shared';

type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/**
 * An Arco button that is a real link (middle-click and "open in new tab" work) but navigates inside
 * the shell's router on a plain click instead of reloading the whole portal.
 */
export function LinkButton({ to, ...rest }: LinkButtonProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  // Arco types the handler with a DOM Event; what arrives is React's mouse event.
  const onClick = (e: Event) => {
    const event = e as unknown as React.MouseEvent;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to);
  };
  return <Button {...rest} href={href} onClick={onClick} />;
}
