// Small inline icons of the shell. Decorative: the link or button around each one carries the name.
import type { ReactNode } from 'react';

function Svg({ children, solid = false }: { children: ReactNode; solid?: boolean }) {
  return (
    <svg
      className={solid ? 'icon icon--solid' : 'icon'}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const MailIcon = () => (
  <Svg>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Svg>
);

export const PhoneIcon = () => (
  <Svg>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </Svg>
);

export const PinIcon = () => (
  <Svg>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Svg>
);

export const DownloadIcon = () => (
  <Svg>
    <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />
  </Svg>
);

export const CaretIcon = () => (
  <Svg>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

export const GlobeIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9" />
  </Svg>
);

export const MenuIcon = () => (
  <Svg>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Svg>
);

export const CloseIcon = () => (
  <Svg>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);

/** A speech bubble with a handset: chat on WhatsApp. */
export const WhatsAppIcon = () => (
  <Svg>
    <path d="M4 20l1.3-3.8A8.5 8.5 0 1 1 8.2 19z" />
    <path d="M9.3 8.2c-.2 3.3 3.2 6.7 6.5 6.5l.7-1.6-2-1-1 .9a4 4 0 0 1-2.3-2.3l.9-1-1-2z" />
  </Svg>
);

export const ArrowUpIcon = () => (
  <Svg>
    <path d="M12 19V5m-6 6 6-6 6 6" />
  </Svg>
);

export const ExternalIcon = () => (
  <Svg>
    <path d="M14 4h6v6m0-6-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Svg>
);

const SOCIAL_PATHS: Record<string, ReactNode> = {
  Facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8z" />,
  LinkedIn: (
    <path d="M4 9h4v11H4zM6 3.5a2.2 2.2 0 1 1 0 4.4 2.2 2.2 0 0 1 0-4.4M10 9h3.8v1.6c.6-1 1.9-1.9 3.7-1.9 3.6 0 4.5 2.3 4.5 5.5V20h-4v-5.2c0-1.4-.2-2.9-2-2.9s-2 1.3-2 2.8V20h-4z" />
  ),
  YouTube: (
    <path d="M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.6 2.6 0 0 0 2.4 7.2 27 27 0 0 0 2 12a27 27 0 0 0 .4 4.8 2.6 2.6 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8A27 27 0 0 0 22 12a27 27 0 0 0-.4-4.8zM10 15V9l5.2 3z" />
  ),
  Instagram: (
    <path d="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z" />
  ),
};

export function SocialIcon({ label }: { label: string }) {
  return <Svg solid>{SOCIAL_PATHS[label] ?? <circle cx="12" cy="12" r="8" />}</Svg>;
}

/** The brand mark: a resin drop over a reactor vessel, drawn in the theme's green and amber. */
export function LogoMark() {
  return (
    <svg className="logo__mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="44" height="44" rx="10" fill="#0b5d3b" />
      <path d="M24 8c5 7 9 11.5 9 16.5a9 9 0 0 1-18 0C15 19.5 19 15 24 8z" fill="#f2a516" />
      <path d="M12 36h24v3H12z" fill="#ffffff" />
    </svg>
  );
}
