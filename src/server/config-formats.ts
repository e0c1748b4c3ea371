// Formats the gateway's configuration shares between its variables and the partners file.

/** An exact origin: http(s), host and port only, no path and no trailing slash. */
export function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

// A plain address: no display name, no spaces, nothing that could end a header line.
export const ADDRESS_PART = String.raw`[^\s@<>,;"()[\]\\]+@[^\s@<>,;"()[\]\\.]+(?:\.[^\s@<>,;"()[\]\\.]+)+`;
export const ADDRESS = new RegExp(`^${ADDRESS_PART}$`);
