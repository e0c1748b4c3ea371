// The addresses that start a call, a chat or a map search, for the company and for its dealers
// alike. Apart from company.ts so that the dealer finder on a partner page takes these few lines
// without the company's whole record.

/** A map search for an address, which opens in the visitor's maps app or browser. */
export const mapsSearchUrl = (query: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

/** WhatsApp's click-to-chat address of a number, with a message to start with. */
export const whatsAppHref = (digits: string, message: string): string =>
  `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;

/** A number as people read it ('+91 20 0471 2380') as a `tel:` address: its plus and digits. */
export const telHref = (display: string): string => `tel:${display.replace(/[^\d+]/g, '')}`;

/** A number's international digits, as wa.me takes them ('912004712380'). */
export const phoneDigits = (display: string): string => display.replace(/\D/g, '');
