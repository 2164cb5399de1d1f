/**
 * Password policy for administrators (creation and change): long enough, and
 * not one of the passwords every attacker tries first. Shared by the forms and
 * the server, which never trusts the form.
 */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;

/** The policy in one sentence, under every field that sets a password. */
export const PASSWORD_POLICY_HINT = `Au moins ${MIN_PASSWORD_LENGTH} caractères, pas un mot de passe courant.`;

// The most used passwords of 10 characters or more (public breach corpora,
// French and English), compared case-insensitively.
const COMMON_PASSWORDS = new Set([
  "1234567890",
  "0123456789",
  "0987654321",
  "12345678910",
  "123456789a",
  "a123456789",
  "1234567891",
  "123456789q",
  "1111111111",
  "0000000000",
  "1234512345",
  "1q2w3e4r5t",
  "1qaz2wsx3edc",
  "q1w2e3r4t5",
  "qwertyuiop",
  "azertyuiop",
  "qwerty1234",
  "qwerty12345",
  "qwerty123456",
  "azerty1234",
  "azerty12345",
  "azerty123456",
  "asdfghjkl1",
  "zxcvbnm123",
  "password12",
  "password123",
  "password1234",
  "password!1",
  "passw0rd123",
  "p@ssw0rd123",
  "motdepasse",
  "motdepasse1",
  "motdepasse123",
  "mot2passe123",
  "administrateur",
  "administrator",
  "admin12345",
  "admin123456",
  "adminadmin",
  "administrateur1",
  "iloveyou12",
  "iloveyou123",
  "jetaime123",
  "soleil1234",
  "bonjour123",
  "football123",
  "baseball123",
  "princess123",
  "sunshine123",
  "welcome123",
  "letmein123",
  "changeme123",
  "trustno1234",
  "superman123",
  "starwars123",
  "dragon1234",
  "monkey1234",
  "abcdefghij",
  "abcdef123456",
  "abc1234567",
  "abcd123456",
  "aaaaaaaaaa",
  "qazwsxedcrfv",
  "1q2w3e4r5t6y",
  "zaq12wsxcde3",
  "tunisie123",
  "tunisie2024",
  "tunisie2025",
  "tunis12345",
  "digisolutions",
  "digisolutions1",
  "digisolutions123",
]);

/** The first policy failure as a French message, or null when the password is acceptable. */
export function passwordPolicyError(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `Le mot de passe doit contenir au plus ${MAX_PASSWORD_LENGTH} caractères`;
  }
  const lower = password.toLowerCase();
  // One repeated character, or a run of consecutive digits, is as weak as the list.
  const repeated = /^(.)\1+$/.test(password);
  const sequence = "01234567890123456789".includes(lower) || "98765432109876543210".includes(lower);
  if (COMMON_PASSWORDS.has(lower) || repeated || sequence) {
    return "Ce mot de passe est trop courant : choisissez-en un autre";
  }
  return null;
}
