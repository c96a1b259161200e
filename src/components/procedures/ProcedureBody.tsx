// A procedure's body where the work happens (issue 14). The body is Markdown; it is shown as
// text (React escapes it: never HTML) until the shared renderer (components/markdown/MarkdownView,
// sanitised) replaces this line by line.
export function ProcedureBody({ source }: { source: string }) {
  return (
    <div className="text-break mb-0" style={{ whiteSpace: 'pre-wrap' }} data-procedure-body>
      {source}
    </div>
  );
}
