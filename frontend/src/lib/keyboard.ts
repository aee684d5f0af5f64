/** Enter submits, Shift+Enter adds a new line (SPEC section 5); Enter while composing (IME) does neither. */
export function isSubmitKey(event: { key: string; shiftKey: boolean; nativeEvent?: { isComposing?: boolean } }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.nativeEvent?.isComposing;
}
