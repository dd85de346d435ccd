import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** A line icon of one path, drawn like ui/icons.tsx's; the menu's own, so the first screen does not carry them. */
const icon = (d: string) =>
  function Icon(props: IconProps) {
    return (
      <svg
        width={20}
        height={20}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable={false}
        {...props}
      >
        <path d={d} />
      </svg>
    );
  };

export const BuyIcon = icon('M12 19V5M6 11l6-6 6 6');
export const SellIcon = icon('M12 5v14M6 13l6 6 6-6');
export const ExternalIcon = icon('M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5');
export const ProfileIcon = icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20a8 8 0 0 1 16 0');
export const LimitsIcon = icon('M4 20V10M10 20V4M16 20v-7M22 20H2');
export const OrdersIcon = icon('M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6');
export const LogoutIcon = icon('M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10');
