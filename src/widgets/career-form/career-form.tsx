// Scaffold: the forms work replaces this with the real career form (SPEC 5).
export interface CareerFormProps {
  apiBase?: string;
  afterSuccess?: 'reload' | 'reset';
  onSubmitted?: (id: string) => void;
  onFailed?: (message: string) => void;
}

export function CareerForm(_props: CareerFormProps) {
  return <form aria-label="Career application form" />;
}
