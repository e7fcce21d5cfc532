import type { ReactNode, SVGProps } from 'react';

/*
 * The few Arco icons the top bar, the account menu and the home page show, drawn inline (the same
 * 48-unit paths and `arco-icon` classes, so Arco's base stylesheet sizes them as before): the boot
 * path and the home page import nothing from Arco (issue 9). Decorative: hidden from screen readers.
 */
type IconProps = SVGProps<SVGSVGElement>;

const icon = (name: string, body: ReactNode) =>
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        viewBox="0 0 48 48"
        aria-hidden="true"
        focusable="false"
        {...props}
        className={`${className ? `${className} ` : ''}arco-icon arco-icon-${name}`}
      >
        {body}
      </svg>
    );
  };

export const IconPhone = icon(
  'phone',
  <path d="M6.707 34.284a1 1 0 0 1 0-1.414l5.657-5.657a1 1 0 0 1 1.414 0l4.95 4.95s3.535-1.414 7.778-5.657c4.243-4.243 5.657-7.778 5.657-7.778l-4.95-4.95a1 1 0 0 1 0-1.414l5.657-5.657a1 1 0 0 1 1.414 0l6.01 6.01s3.183 7.425-8.485 19.092c-11.667 11.668-19.092 8.485-19.092 8.485l-6.01-6.01Z" />,
);

export const IconClose = icon('close', <path d="M9.857 9.858 24 24m0 0 14.142 14.142M24 24 38.142 9.858M24 24 9.857 38.142" />);

export const IconMenu = icon('menu', <path d="M5 10h38M5 24h38M5 38h38" />);

export const IconSound = icon(
  'sound',
  <>
    <path strokeLinejoin="round" d="m14 16 10-9v34l-10-9H6V16h8Z" />
    <path d="M31.071 16.929c3.905 3.905 3.905 10.237 0 14.142M36.727 11.272c7.03 7.03 7.03 18.426 0 25.456" />
  </>,
);

export const IconEmail = icon(
  'email',
  <>
    <rect width="36" height="32" x="6" y="8" rx="1" />
    <path d="m37 17-12.43 8.606a1 1 0 0 1-1.14 0L11 17" />
  </>,
);

export const IconHome = icon(
  'home',
  <>
    <path d="M7 17 24 7l17 10v24H7V17Z" />
    <path d="M20 28h8v13h-8V28Z" />
  </>,
);

export const IconLocation = icon(
  'location',
  <>
    <circle cx="24" cy="19" r="5" />
    <path d="M39 20.405C39 28.914 24 43 24 43S9 28.914 9 20.405C9 11.897 15.716 5 24 5c8.284 0 15 6.897 15 15.405Z" />
  </>,
);

export const IconLoading = icon('loading', <path d="M42 24c0 9.941-8.059 18-18 18S6 33.941 6 24 14.059 6 24 6" />);

export const IconDown = icon('down', <path d="M39.6 17.443 24.043 33 8.487 17.443" />);
