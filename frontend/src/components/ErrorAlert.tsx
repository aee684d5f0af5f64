import { Alert, Button } from 'antd';
import { app } from '../messages';

interface Props {
  message: string | null | undefined;
  /** Detail under the message, e.g. the server's reason. */
  description?: string | null;
  onClose?: () => void;
  onRetry?: () => void;
  retryLabel?: string;
}

/** Errors appear as dismissible alerts (SPEC section 8). */
export function ErrorAlert({ message, description, onClose, onRetry, retryLabel = app.retry }: Props) {
  if (!message) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      description={description || undefined}
      role="alert"
      closable={onClose ? { onClose, 'aria-label': app.dismissAlert } : false}
      action={onRetry ? <Button size="small" onClick={onRetry}>{retryLabel}</Button> : undefined}
      style={{ marginBottom: 16 }}
    />
  );
}
