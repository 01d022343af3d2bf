import type { CSSProperties } from 'react';
import { useT } from '../i18n/use-t';
import { LinearProgress, Text } from '../ui';

/**
 * How far an upload is (`progress` from 0 to 1): a bar, and the percentage said politely. The
 * bar moves on its own before the first byte and after the last, while the server works.
 * `className` places it; `sx` (margins in 8px steps) remains for callers still drawn with MUI.
 */
export function UploadProgress({
  progress,
  className,
  sx,
}: {
  progress: number;
  className?: string;
  sx?: { mt?: number; mb?: number };
}) {
  const t = useT();
  const percent = Math.round(progress * 100);
  const text = t('media.uploading', { percent });
  const margins: CSSProperties | undefined = sx && {
    marginBlockStart: sx.mt === undefined ? undefined : `${String(sx.mt * 8)}px`,
    marginBlockEnd: sx.mb === undefined ? undefined : `${String(sx.mb * 8)}px`,
  };
  return (
    <div className={className} style={margins}>
      <LinearProgress value={progress > 0 && progress < 1 ? percent : undefined} label={text} />
      <Text variant="caption" as="div" role="status">
        {text}
      </Text>
    </div>
  );
}
