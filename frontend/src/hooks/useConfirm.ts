import { App } from 'antd';
import { useCallback } from 'react';
import { app } from '../messages';

interface ConfirmOptions {
  title: string;
  content?: string;
  okText?: string;
  danger?: boolean;
}

/** Asks for confirmation in a modal dialog; resolves true when the user confirms. */
export function useConfirm() {
  const { modal } = App.useApp();
  return useCallback(
    ({ title, content, okText = app.delete, danger = true }: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title,
          content,
          okText,
          cancelText: app.cancel,
          okButtonProps: { danger },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );
}
