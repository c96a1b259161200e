// A procedure's body, rendered by src/lib/markdown.ts: safe HTML by construction
// (no raw HTML, no script addresses, images only from the resolver, no style attributes), so it
// can be set as the element's HTML. The renderer is downloaded the first time a body is shown.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLazyModule } from '../../lib/useLazyModule';
import { LazyModuleStatus } from '../LazyModuleStatus';
import messages from './messages';

const loadRenderer = () => import('../../lib/markdown');

interface Props {
  source: string;
  /** The address of an image the body names (`pump-loto.png`), or null: see renderMarkdown. */
  resolveImage?: (name: string) => string | null;
  className?: string;
}

export default function MarkdownView({ source, resolveImage, className }: Props) {
  const intl = useIntl();
  const { module, error, retry } = useLazyModule('markdown', loadRenderer);
  const html = useMemo(
    () => (module ? module.renderMarkdown(source, { resolveImage }) : null),
    [module, source, resolveImage],
  );
  if (html === null) {
    return (
      <LazyModuleStatus
        error={error}
        onRetry={retry}
        loadingText={intl.formatMessage(messages.loading)}
        failedText={intl.formatMessage(messages.loadFailed)}
      />
    );
  }
  return (
    <div
      className={className ? `markdown-body ${className}` : 'markdown-body'}
      // Safe by construction: src/lib/markdown.ts and its hostile-input tests.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
