import { useId } from 'react';

/** The product mark: a rounded square with a spark, in the theme's brand gradient. */
export function Logo({ size = 36 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg className="logo" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-brand-from)" />
          <stop offset="1" stopColor="var(--color-brand-to)" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="13" fill={`url(#${gradientId})`} />
      <path d="M24 10l3.6 9.4L37 23l-9.4 3.6L24 36l-3.6-9.4L11 23l9.4-3.6Z" fill="#fff" />
      <circle cx="35" cy="13" r="2.6" fill="#fff" opacity="0.75" />
    </svg>
  );
}
