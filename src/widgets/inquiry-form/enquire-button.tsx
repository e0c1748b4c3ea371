// Scaffold: the forms work replaces this with the button that opens the inquiry modal.
export interface EnquireButtonProps {
  applicationName: string;
  apiBase?: string;
  onSubmitted?: (id: string) => void;
  onFailed?: (message: string) => void;
}

export function EnquireButton({ applicationName }: EnquireButtonProps) {
  return (
    <button type="button" aria-label={`Enquire about ${applicationName}`}>
      Enquire
    </button>
  );
}
