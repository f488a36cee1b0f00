/**
 * The password rule, on the account form above the fields Payload draws for the password (the
 * first account's sign-up, "Change password"), so staff read it before they type.
 */
export function PasswordRuleNote({ rule }: { rule: string }) {
  return (
    <p className="field-description" style={{ marginBottom: 'var(--base)' }}>
      Passwords: {rule}
    </p>
  )
}
