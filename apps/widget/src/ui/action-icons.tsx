import { base, type IconProps } from './icons.js';

// Icons of the screens after the exchange (copy, order statuses), apart from icons.tsx so they stay
// out of the first screen's JavaScript.
export const CopyIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a1 1 0 0 1 1-1h10" />
  </svg>
);
export const CheckIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);
export const ClockIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);
export const CrossCircleIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </svg>
);
export const RefundIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="M4 9h11a5 5 0 0 1 0 10h-4" />
    <path d="M8 5L4 9l4 4" />
  </svg>
);
export const HourglassIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9" />
  </svg>
);
