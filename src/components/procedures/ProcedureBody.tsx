// A procedure's body where the work happens: Markdown through the shared, sanitised
// renderer (components/markdown/MarkdownView; never raw HTML). Images the body names live in
// the procedure's attachments, which the library's page resolves; here they are left out.
import MarkdownView from '../markdown/MarkdownView';

export function ProcedureBody({ source }: { source: string }) {
  return <MarkdownView source={source} className="mb-0" />;
}
