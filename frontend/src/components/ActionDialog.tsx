import { Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { app } from '../messages';
import { ErrorAlert } from './ErrorAlert';

interface Props {
  title: ReactNode;
  okText: string;
  /** The call behind the OK button. The dialog shows it busy meanwhile and `errorText(error)` if it throws. */
  onSubmit: () => Promise<void>;
  errorText: (error: unknown) => string;
  onClose: () => void;
  /** Mounted-when-open dialogs leave this out; dialogs kept mounted pass their state. */
  open?: boolean;
  danger?: boolean;
  /** OK is disabled, e.g. while a required field is blank. */
  disabled?: boolean;
  /** Keep the content mounted while closed (a form instance bound to it). */
  forceRender?: boolean;
  /** The content, or a function of the submit action (for a field that submits on Enter). */
  children: ReactNode | ((submit: () => void) => ReactNode);
}

/**
 * The shape every edit, create and confirm dialog shares: a title, the content, Cancel and one action
 * that calls the server, is busy while it runs and shows a dismissible error alert when it fails.
 */
export function ActionDialog({ title, okText, onSubmit, errorText, onClose, open = true, danger, disabled, forceRender, children }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (disabled || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={title}
      open={open}
      onCancel={() => {
        setError(null);
        onClose();
      }}
      onOk={submit}
      okText={okText}
      cancelText={app.cancel}
      okButtonProps={{ danger, disabled, loading: busy }}
      destroyOnHidden={!forceRender}
      forceRender={forceRender}
    >
      <ErrorAlert message={error} onClose={() => setError(null)} />
      {typeof children === 'function' ? children(() => void submit()) : children}
    </Modal>
  );
}
