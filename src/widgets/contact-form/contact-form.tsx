// Scaffold: the forms work replaces this with the real contact form (SPEC 5).
export interface ContactFormProps {
  /** Gateway origin; empty means the page's own origin. */
  apiBase?: string;
  /** 'reload' (the site, SPEC 4) or 'reset' (embedded on a partner page). */
  afterSuccess?: 'reload' | 'reset';
  onSubmitted?: (id: string) => void;
  onFailed?: (message: string) => void;
}

export function ContactForm(_props: ContactFormProps) {
  return <form aria-label="Contact form" />;
}
