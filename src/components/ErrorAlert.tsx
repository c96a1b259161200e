/** A form's or page's error, read out as soon as it appears; nothing when there is none. */
export function ErrorAlert({ text, className = '' }: { text: string | null | undefined; className?: string }) {
  if (!text) return null;
  return (
    <div className={`alert alert-danger ${className}`} role="alert">
      {text}
    </div>
  );
}
