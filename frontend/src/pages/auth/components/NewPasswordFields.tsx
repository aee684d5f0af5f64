import { Form, Input } from 'antd';
import { MIN_PASSWORD_LENGTH } from '../../../lib/limits';
import { auth } from '../../../messages';

/** A new password and its confirmation (registration and reset): at least MIN_PASSWORD_LENGTH, both the same. */
export function NewPasswordFields({ label = auth.password, autoFocus = false }: { label?: string; autoFocus?: boolean }) {
  return (
    <>
      <Form.Item
        label={label}
        name="password"
        extra={auth.passwordHelp}
        rules={[
          { required: true, message: auth.passwordRequired },
          { min: MIN_PASSWORD_LENGTH, message: auth.passwordTooShort },
        ]}
      >
        <Input.Password autoComplete="new-password" autoFocus={autoFocus} size="large" />
      </Form.Item>
      <Form.Item
        label={auth.confirmPassword}
        name="confirm"
        dependencies={['password']}
        rules={[
          { required: true, message: auth.confirmRequired },
          ({ getFieldValue }) => ({
            validator: (_, value) => (!value || getFieldValue('password') === value ? Promise.resolve() : Promise.reject(new Error(auth.passwordsDoNotMatch))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
    </>
  );
}
